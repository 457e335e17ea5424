import { useTranslation } from '../../i18n/i18n';
import { Modal } from '../../ui/modal';
import { RealAccountLinks } from './real-account';

/** The refusal as a dialog over the screen (a deposit button, the member centre's welcome). */
export function RealAccountDialog({ open, onClose, from, text }: { open: boolean; onClose: () => void; from: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('money.realAccount.title')}
      onClose={onClose}
      footer={
        <RealAccountLinks from={from}>
          <button type="button" className="btn btn-ghost real-account-later" onClick={onClose}>
            {t('member.later')}
          </button>
        </RealAccountLinks>
      }
    >
      <p>{text ?? t('money.realAccount.text')}</p>
    </Modal>
  );
}
