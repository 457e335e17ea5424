import { useState } from 'react';
import { selfExclude, takeTimeOut } from '../../api/protection';
import type { SelfExclusionLength, TimeOutLength } from '../../api/types';
import { useExclusionEnd } from '../../domain/protection/session-endings';
import { useTranslation } from '../../i18n/i18n';
import { useSend } from '../../lib/use-send';
import { BusyButton } from '../../ui/busy-button';
import { FormError } from '../../ui/field';
import { Modal } from '../../ui/modal';
import '../../ui/card.css';

type Tool =
  | { kind: 'timeOut'; lengths: TimeOutLength[] }
  | { kind: 'selfExclusion'; lengths: SelfExclusionLength[] };

/**
 * A time-out or a self-exclusion: a length, a first confirmation that says what follows, a second
 * explicit one, then the call. The answer ends the session (the BFF has cleared the cookie): the
 * site forgets the player, remembers the exclusion on this device and shows the end page.
 */
export function ExclusionTool(tool: Tool) {
  const { t } = useTranslation();
  const endExcluded = useExclusionEnd();
  const { kind, lengths } = tool;
  const [length, setLength] = useState<string>(lengths[0] ?? '');
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const { busy, failure, send } = useSend();
  const lengthText = t(`protection.${kind}.length.${length}`);
  const permanent = length === 'permanent';
  const anchor = kind === 'timeOut' ? 'time-out' : 'self-exclusion';
  const titleId = `rg-${anchor}-title`;
  const close = () => setStep(0);

  // the answer ends the session: the end page follows, and the tool stays busy till then
  const go = () =>
    send(
      async () => {
        const taken = tool.kind === 'timeOut' ? await takeTimeOut(length as TimeOutLength) : await selfExclude(length as SelfExclusionLength);
        setStep(0);
        await endExcluded(taken.exclusion);
      },
      {
        away: true,
        refused: () => {
          setStep(0);
          return false;
        },
      },
    );

  if (lengths.length === 0) return null;
  return (
    <section className="card rg-section" id={anchor} aria-labelledby={titleId}>
      <h2 className="money-card-title" id={titleId}>
        {t(`protection.${kind}.title`)}
      </h2>
      <p className="protection-text">{t(`protection.${kind}.intro`)}</p>
      <fieldset className="choice-list choice-grid">
        <legend className="legend">{t(`protection.${kind}.choose`)}</legend>
        {lengths.map((l) => (
          <label key={l} className="choice">
            <input type="radio" name={anchor} value={l} checked={length === l} onChange={() => setLength(l)} />
            <span className="choice-text">
              <span className="choice-name">{t(`protection.${kind}.length.${l}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormError message={failure} />
      <BusyButton type="button" className="btn btn-ghost btn-block rg-danger" busy={busy} onClick={() => setStep(1)}>
        {t(`protection.${kind}.start`)}
      </BusyButton>
      <Modal
        open={step === 1}
        title={t(permanent ? `protection.${kind}.confirmTitlePermanent` : `protection.${kind}.confirmTitle`, { length: lengthText })}
        onClose={close}
        footer={
          <div className="rg-confirm-actions">
            <button type="button" className="btn btn-primary" onClick={() => setStep(2)}>
              {t('protection.confirm.continue')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t('app.cancel')}
            </button>
          </div>
        }
      >
        <p>{t(permanent ? `protection.${kind}.consequencesPermanent` : `protection.${kind}.consequences`, { length: lengthText })}</p>
        <p>{t('protection.confirm.loggedOut')}</p>
      </Modal>
      <Modal
        open={step === 2}
        title={t('protection.confirm.finalTitle')}
        onClose={close}
        closeOnMask={false}
        footer={
          <div className="rg-confirm-actions">
            <BusyButton type="button" className="btn btn-primary rg-danger-solid" busy={busy} onClick={() => void go()}>
              {t(permanent ? `protection.${kind}.finalPermanent` : `protection.${kind}.final`, { length: lengthText })}
            </BusyButton>
            <button type="button" className="btn btn-ghost" onClick={close} disabled={busy}>
              {t('app.cancel')}
            </button>
          </div>
        }
      >
        <p>{t(permanent ? `protection.${kind}.finalBodyPermanent` : `protection.${kind}.finalBody`, { length: lengthText })}</p>
      </Modal>
    </section>
  );
}
