import { Link } from 'react-router';
import { useSignOut } from '../../domain/session/sign-out';
import { useTranslation } from '../../i18n/i18n';
import { AccountIcon } from '../../ui/account-icons';
import '../../ui/menu-list.css';
import './settings.css';

/** /m/set: change password and sign out. */
export function SettingsPage() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <div className="settings-page">
      <ul className="menu-list">
        <li>
          <Link className="menu-item" to="/changePsw">
            <AccountIcon name="lock" size={20} />
            {t('settings.changePassword')}
            <AccountIcon name="chevronRight" size={18} className="menu-item-end" />
          </Link>
        </li>
      </ul>
      <button type="button" className="btn btn-ghost btn-block member-sign-out" onClick={signOut.ask}>
        <AccountIcon name="logout" size={20} />
        {t('settings.signOut')}
      </button>
      {signOut.dialog}
    </div>
  );
}
