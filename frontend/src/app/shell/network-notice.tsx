import { useEffect, useState } from 'react';
import { pending } from '../../api/client';
import { useTranslation } from '../../i18n/i18n';
import { useInterval } from '../../ui/motion';
import './network-notice.css';

/** A request waiting longer than this shows the slow-network notice. */
export const slowAfterMs = 3000;

/**
 * The offline banner (the browser says it is offline) and the slow-network notice (a request has
 * waited over 3 s); each goes when the network recovers.
 */
export function NetworkNotice() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  useInterval(() => {
    const now = Date.now();
    setSlow([...pending].some((p) => now - p.at > slowAfterMs));
  }, 500);
  const text = !online ? t('network.offline') : slow ? t('network.slow') : null;
  return (
    <div className="network-notice" role="status" aria-live="polite">
      {text && <p className={`network-notice-text${online ? '' : ' network-offline'}`}>{text}</p>}
    </div>
  );
}
