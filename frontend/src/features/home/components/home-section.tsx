import type { ReactNode } from 'react';
import { Icon } from '../../../ui/icons';
import { useTranslation } from '../../../i18n/i18n';

export type SectionState = 'loading' | 'unavailable' | 'ok';

/** A section's state from the home answer: each may fail alone, or all when the call failed. */
export function sectionState(section: { status: string } | undefined, failed: boolean): SectionState {
  if (section) return section.status === 'ok' ? 'ok' : 'unavailable';
  return failed ? 'unavailable' : 'loading';
}

/** The small retry state of a section the BFF reported unavailable; the rest of the page is untouched. */
export function SectionRetry({ onRetry, busy }: { onRetry: () => void; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="section-retry" role="alert">
      <p>{t('app.sectionUnavailable')}</p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry} disabled={busy}>
        <Icon name="refresh" size={16} />
        {t('app.retry')}
      </button>
    </div>
  );
}

/** A titled home section that shows its skeleton, its retry state or its content. */
export function HomeSection({ id, title, state, skeleton, onRetry, busy, action, children, className }: {
  id: string;
  title: ReactNode;
  state: SectionState;
  skeleton: ReactNode;
  onRetry: () => void;
  /** Read only when the retry state shows: reading SWR's `isValidating` subscribes to it. */
  busy?: () => boolean;
  action?: ReactNode;
  children: () => ReactNode;
  className?: string;
}) {
  return (
    <section className={`home-section${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`} aria-busy={state === 'loading'}>
      <div className="section-head">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        {state === 'ok' && action}
      </div>
      {state === 'loading' ? skeleton : state === 'unavailable' ? <SectionRetry onRetry={onRetry} busy={busy?.()} /> : children()}
    </section>
  );
}
