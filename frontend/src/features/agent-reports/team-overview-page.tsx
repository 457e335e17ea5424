import { useSite } from '../../api/site';
import { useTeamOverview } from '../../api/team-overview';
import { amountFigure, FigureGrid } from '../../domain/agent/figures';
import { RangeFilter } from '../../domain/money/range-filter';
import { useRange } from '../../domain/money/use-range';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { Skeleton } from '../../ui/skeleton';
import { RetryLine } from '../../ui/list-end';
import '../../ui/card.css';

/** /m/agent/team/overview: the team over a range - members, deposits, withdrawals, bets, profit. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const range = useRange();
  const { data, error, mutate } = useTeamOverview(range.query);
  return (
    <div className="agent-page">
      <RangeFilter range={range} />
      {/* the range's line and the cards hold their places while the figures load */}
      {error && !data ? (
        <RetryLine text={errorMessage(t, error)} onRetry={() => void mutate()} icon={false} />
      ) : (
        <>
          <p className="record-sub">
            {!data ? (
              <Skeleton className="skeleton-text" width="12em" />
            ) : data.range.from === data.range.to ? (
              formatDate(data.range.from, lng, site?.zone)
            ) : (
              `${formatDate(data.range.from, lng, site?.zone)} – ${formatDate(data.range.to, lng, site?.zone)}`
            )}
          </p>
          <section className="card-tight agent-card">
            <h2>{t('agent.report.members')}</h2>
            <FigureGrid
              figures={[
                { label: t('agent.report.teamSize'), value: data && formatNumber(data.members, lng) },
                { label: t('agent.report.newMembers'), value: data && formatNumber(data.newMembers, lng) },
                { label: t('agent.report.active'), value: data && formatNumber(data.active, lng) },
                { label: t('agent.report.firstDeposits'), value: data && formatNumber(data.firstDeposits, lng) },
              ]}
            />
          </section>
          <section className="card-tight agent-card">
            <h2>{t('agent.report.money')}</h2>
            <FigureGrid
              figures={[
                amountFigure(t('agent.report.deposits'), data?.deposits, currency),
                amountFigure(t('agent.report.withdrawals'), data?.withdrawals, currency),
                amountFigure(t('agent.report.bets'), data?.bets, currency),
                amountFigure(t('agent.report.payouts'), data?.payouts, currency),
                amountFigure(t('agent.report.bonuses'), data?.bonuses, currency),
                amountFigure(t('agent.report.rebates'), data?.rebates, currency),
                amountFigure(t('agent.report.profit'), data?.profit, currency, true),
              ]}
            />
          </section>
        </>
      )}
    </div>
  );
}
