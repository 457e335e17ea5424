import { useTranslation } from '../../i18n/i18n';
import { AccountIcon } from '../../ui/account-icons';
import { useToast } from '../../ui/toast';
import './member-id-line.css';

/** Copies text; true when the clipboard took it. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The member's ID with a button that copies it. */
export function MemberIdLine({ id }: { id: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <p className="member-id">
      <span>{t('member.id', { id })}</span>
      <button
        type="button"
        className="icon-btn icon-btn-sm"
        aria-label={t('member.copyId')}
        onClick={() => void copyText(id).then((ok) => ok && toast.show(t('member.copy_success'), 'info'))}
      >
        <AccountIcon name="copy" size={18} />
      </button>
    </p>
  );
}
