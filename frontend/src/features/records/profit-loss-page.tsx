import { useProfitLoss } from '../../api/profit-loss';
import { useSite } from '../../api/site';
import type { ProfitLossRow } from '../../api/types';
import { Money } from '../../domain/money/money-widgets';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatNumber, type Currency } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { RetryLine } from '../../ui/list-end';
import { RangeFilter } from '../../domain/money/range-filter';
import { useRange } from '../../domain/money/use-range';
import './records.css';

function Row({ row, name, currency, total }: { row: Pick<ProfitLossRow, 'stake' | 'payout' | 'profit'> & { bets?: number }; name: string; currency: Currency | undefined; total?: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <li className={`pnl-row${total ? ' pnl-total' : ''}`}>
      <p className="pnl-name">
        <span>{name}</span>
        {row.bets !== undefined && <span className="record-sub">{t('records.betCount', { count: row.bets, n: formatNumber(row.bets, lng) })}</span>}
      </p>
      <dl className="pnl-figures">
        <div>
          <dt>{t('records.stake')}</dt>
          <dd>
            <Money value={row.stake} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('records.payout')}</dt>
          <dd>
            <Money value={row.payout} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('records.profit')}</dt>
          <dd>
            <Money value={row.profit} currency={currency} signed />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** /m/profitandloss: profit and loss by game category over a range, with a totals row. */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const range = useRange();
  const { data: report, error, isValidating, mutate } = useProfitLoss(range.query ?? {});
  const shown = range.query ? report : undefined;
  return (
    <div className="records-page">
      <div className="records-filters">
        <RangeFilter range={range} />
      </div>
      {shown && (
        <p className="record-sub pnl-period">
          {formatDate(shown.from, lng, site?.zone)} – {formatDate(shown.to, lng, site?.zone)}
        </p>
      )}
      {error && !shown ? (
        <RetryLine text={errorMessage(t, error)} onRetry={() => void mutate()} />
      ) : !range.query ? null : !shown ? (
        <ul className="pnl-list" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="pnl-row">
              <Skeleton height={16} width="40%" />
              <Skeleton height={34} />
            </li>
          ))}
        </ul>
      ) : shown.items.length === 0 ? (
        <EmptyState icon="inbox" text={t('records.emptyBets')} />
      ) : (
        <ul className="pnl-list" aria-busy={isValidating}>
          {shown.items.map((row) => (
            <Row key={row.category} row={row} name={t(`category.${row.category}`, { defaultValue: row.category })} currency={currency} />
          ))}
          <Row row={shown.totals} name={t('records.total')} currency={currency} total />
        </ul>
      )}
    </div>
  );
}
