import { useNavigate } from 'react-router';
import type { Site } from '../../api/types';
import { helplinesPath } from '../../domain/protection/session-endings';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { Modal } from '../../ui/modal';
import { confirmAge } from './age-confirmation';
import './age-gate.css';

/** Escape and the mask never let a player in: only the confirmation does. */
const stay = () => {};

/**
 * The age gate: the site's minimum age to confirm, or leave for the helplines. The
 * answer is remembered on this device (age-confirmation.ts); the shell shows the gate while it
 * is missing or lower than the site's age.
 */
export function AgeGate({ site }: { site: Site }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const age = formatNumber(site.minAge, lng);
  return (
    <Modal
      open
      title={t('ageGate.title', { age })}
      onClose={stay}
      closeOnMask={false}
    >
      <p className="age-gate-mark" aria-hidden="true">
        {age}+
      </p>
      <p>{t('ageGate.text', { name: site.name, age })}</p>
      <p className="age-gate-note">{t('ageGate.note')}</p>
      <div className="age-gate-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={() => confirmAge(site.minAge)}>
          {t('ageGate.confirm', { age })}
        </button>
        <button type="button" className="btn btn-ghost btn-block" onClick={() => void navigate(helplinesPath)}>
          {t('ageGate.leave')}
        </button>
      </div>
    </Modal>
  );
}
