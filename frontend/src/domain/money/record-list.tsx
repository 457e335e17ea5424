import type { ReactNode } from 'react';
import type { ApiError } from '../../api/client';
import { useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { EmptyState } from '../../ui/empty-state';
import { ListEnd } from '../../ui/list-end';
import { Skeleton } from '../../ui/skeleton';
import './record-list.css';

type Props<I> = {
  items: I[] | undefined;
  error: ApiError | undefined;
  /** A page is on its way. */
  loading: boolean;
  hasMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  row: (item: I) => ReactNode;
  keyOf: (item: I) => string;
  emptyText: string;
};

/** Rows of a record, the next page asked as the end nears; skeleton rows of the same height first. */
export function RecordList<I>({ items, error, loading, hasMore, onMore, onRetry, row, keyOf, emptyText }: Props<I>) {
  const { t } = useTranslation();
  const first = items === undefined && !error;
  return (
    <div className="record-list-wrap" aria-busy={loading}>
      {items && items.length > 0 && (
        <ul className="record-list">
          {items.map((item) => (
            <li key={keyOf(item)} className="record-row">
              {row(item)}
            </li>
          ))}
        </ul>
      )}
      {first && (
        <ul className="record-list" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <li key={i} className="record-row">
              <span className="record-main">
                <Skeleton height={16} width="55%" />
                <Skeleton height={12} width="40%" />
              </span>
              <span className="record-side">
                <Skeleton height={16} width={72} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {items && items.length === 0 && !loading && !error && <EmptyState icon="inbox" text={emptyText} />}
      <ListEnd
        failure={error && errorMessage(t, error)}
        onRetry={onRetry}
        loading={loading && !first}
        end={!hasMore && items && items.length > 0 ? t('records.end') : undefined}
        more={hasMore && !loading && !error}
        onMore={onMore}
      />
    </div>
  );
}
