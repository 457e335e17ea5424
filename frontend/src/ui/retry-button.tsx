import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';

/** "Retry": asks again for what could not be had; disabled while `busy` (the answer is on its way). */
export function RetryButton({ onRetry, busy, className, children }: { onRetry: () => void; busy?: boolean | undefined; className: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className} disabled={busy} onClick={onRetry}>
      {children}
      {t('app.retry')}
    </button>
  );
}
