import { useTranslation } from '../i18n/i18n';
import { Icon } from './icons';
import { RetryButton } from './retry-button';
import { useInfiniteScroll } from './use-infinite-scroll';
import './list-end.css';

/**
 * What could not be had, in the flow of the page (a list's next page, a card of figures), with a
 * retry; `icon` puts the refresh sign before the button's text.
 */
export function RetryLine({ text, onRetry, icon = true }: { text: string; onRetry: () => void; icon?: boolean }) {
  return (
    <div className="list-end" role="alert">
      <p>{text}</p>
      <RetryButton className="btn btn-ghost btn-sm" onRetry={onRetry}>
        {icon && <Icon name="refresh" size={16} />}
      </RetryButton>
    </div>
  );
}

/**
 * The foot of a list that asks for its next page as its end nears (`more`: a next page may be
 * asked for now): why the last page failed with a retry, a page on its way, or `end` once the
 * whole list is shown.
 */
export function ListEnd({
  failure,
  onRetry,
  loading,
  end,
  more,
  onMore,
}: {
  failure: string | undefined;
  onRetry: () => void;
  loading: boolean;
  end: string | undefined;
  more: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const sentinel = useInfiniteScroll(onMore, more);
  return (
    <>
      {failure !== undefined ? (
        <RetryLine text={failure} onRetry={onRetry} />
      ) : loading ? (
        <p className="list-end">
          <span className="spinner" aria-hidden="true" /> {t('app.loading')}
        </p>
      ) : end !== undefined ? (
        <p className="list-end">{end}</p>
      ) : null}
      <div ref={sentinel} className="scroll-sentinel" aria-hidden="true" />
    </>
  );
}
