import { useSignOut } from '../../domain/session/sign-out';
import { useTranslation } from '../../i18n/i18n';
import { AccountIcon } from '../../ui/account-icons';
import '../../ui/menu-list.css';

/**
 * "Log out" as the last row of a panel's menu list (the member panel's, the side menu's), with its
 * confirmation; `onConfirm` closes the panel as the player confirms.
 */
export function SignOutRow({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut(onConfirm);
  return (
    <li>
      <button type="button" className="menu-item menu-item-danger" onClick={signOut.ask}>
        <AccountIcon name="logout" size={20} />
        {t('member.signOut')}
      </button>
      {signOut.dialog}
    </li>
  );
}
