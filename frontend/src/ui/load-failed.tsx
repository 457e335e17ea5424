import { EmptyState } from './empty-state';
import type { IconName } from './icons';
import { RetryButton } from './retry-button';

/**
 * A screen whose answer could not be had: the reason, and a retry unless asking again cannot
 * help (`retry` absent: a switched-off feature, a refusal for this account).
 */
export function LoadFailed({ icon, text, retry, busy }: { icon: IconName; text: string; retry?: (() => void) | undefined; busy?: boolean }) {
  return (
    <EmptyState icon={icon} text={text}>
      {retry && <RetryButton className="btn btn-primary" busy={busy} onRetry={retry} />}
    </EmptyState>
  );
}
