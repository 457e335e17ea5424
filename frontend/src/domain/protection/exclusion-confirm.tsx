import { useTranslation } from '../../i18n/i18n';
import { BusyButton } from '../../ui/busy-button';
import { Modal } from '../../ui/modal';
import './protection.css';

/** Which tool's words: a time-out's or a self-exclusion's (the `protection.timeOut` and `protection.selfExclusion` strings). */
export type ExclusionTool = 'timeOut' | 'selfExclusion';

/**
 * The two confirmations before a time-out or a self-exclusion is asked for: the first says what
 * follows, the second is the explicit last step whose button sends it. `step` 0 shows neither;
 * cancelling either closes both. `loggedOut` adds that the session ends (a logged-in player's).
 */
export function ExclusionConfirm({
  step,
  tool,
  length,
  busy,
  loggedOut = false,
  onContinue,
  onConfirm,
  onCancel,
}: {
  step: 0 | 1 | 2;
  tool: ExclusionTool;
  /** The length's code (24h, 6m, permanent ...). */
  length: string;
  busy: boolean;
  loggedOut?: boolean;
  onContinue: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lengthText = t(`protection.${tool}.length.${length}`);
  const permanent = length === 'permanent';
  const key = (name: string) => `protection.${tool}.${name}${permanent ? 'Permanent' : ''}`;
  return (
    <>
      <Modal
        open={step === 1}
        title={t(key('confirmTitle'), { length: lengthText })}
        onClose={onCancel}
        footer={
          <div className="exclusion-confirm-actions">
            <button type="button" className="btn btn-primary" onClick={onContinue}>
              {t('protection.confirm.continue')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={onCancel}>
              {t('app.cancel')}
            </button>
          </div>
        }
      >
        <p>{t(key('consequences'), { length: lengthText })}</p>
        {loggedOut && <p>{t('protection.confirm.loggedOut')}</p>}
      </Modal>
      <Modal
        open={step === 2}
        title={t('protection.confirm.finalTitle')}
        onClose={onCancel}
        closeOnMask={false}
        footer={
          <div className="exclusion-confirm-actions">
            <BusyButton type="button" className="btn btn-primary exclusion-final" busy={busy} onClick={onConfirm}>
              {t(key('final'), { length: lengthText })}
            </BusyButton>
            <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
              {t('app.cancel')}
            </button>
          </div>
        }
      >
        <p>{t(key('finalBody'), { length: lengthText })}</p>
      </Modal>
    </>
  );
}
