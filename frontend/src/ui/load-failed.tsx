import { useTranslation } from '../i18n/i18n';
import { EmptyState } from './empty-state';
import type { IconName } from './icons';

/**
 * A screen whose answer could not be had: the reason, and a retry unless asking again cannot
 * help (`retry` absent: a switched-off feature, a refusal for this account).
 */
export function LoadFailed({ icon, text, retry, busy }: { icon: IconName; text: string; retry?: (() => void) | undefined; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon={icon} text={text}>
      {retry && (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={retry}>
          {t('app.retry')}
        </button>
      )}
    </EmptyState>
  );
}
