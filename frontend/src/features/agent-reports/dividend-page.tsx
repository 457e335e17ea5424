import { useDividends } from '../../api/dividends';
import { useSite } from '../../api/site';
import { amountFigure, FigureGrid } from '../../domain/agent/figures';
import { Money } from '../../domain/money/money-widgets';
import { RangeFilter } from '../../domain/money/range-filter';
import { useRange } from '../../domain/money/use-range';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { RetryLine } from '../../ui/list-end';
import '../../ui/card.css';

/** /m/member/agent/agentDivident: the agent's dividend of each half month, paid or pending. */
export function DividendPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const range = useRange('month');
  const { data, error, mutate } = useDividends(range.query);
  return (
    <div className="agent-page">
      <RangeFilter range={range} />
      {error && !data ? (
        <RetryLine text={errorMessage(t, error)} onRetry={() => void mutate()} icon={false} />
      ) : !data ? (
        <div className="card-tight agent-card" aria-hidden="true">
          <Skeleton height={120} />
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState icon="inbox" text={t('agent.report.empty')} />
      ) : (
        <>
          <section className="card-tight agent-card">
            <FigureGrid figures={[amountFigure(t('agent.report.dividendTotal'), data.total, currency)]} />
          </section>
          <ul className="record-list">
            {data.items.map((d) => (
              <li key={d.from} className="record-row">
                <span className="record-main">
                  <span className="record-title">
                    {formatDate(d.from, lng, site?.zone)} – {formatDate(d.to, lng, site?.zone)}
                  </span>
                  <span className="record-sub">
                    {t('agent.report.teamProfit')} <Money value={d.teamProfit} currency={currency} signed /> ·{' '}
                    {t('agent.report.activeCount', { n: formatNumber(d.activeMembers, lng) })} · {formatNumber(Number(d.rate), lng, 2)}%
                  </span>
                </span>
                <span className="record-side">
                  <Money value={d.amount} currency={currency} />
                  <span className={`agent-tag${d.paid ? '' : ' agent-tag-pending'}`}>{t(d.paid ? 'agent.report.paid' : 'agent.report.pending')}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
