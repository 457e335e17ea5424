import { pagedList } from '../../api/record-pages';
import { useSite } from '../../api/site';
import { useTeamProfitLossPages } from '../../api/team-profit-loss';
import { amountFigure, FigureGrid } from '../../domain/agent/figures';
import { Money } from '../../domain/money/money-widgets';
import { RangeFilter } from '../../domain/money/range-filter';
import { RecordList } from '../../domain/money/record-list';
import { useRange } from '../../domain/money/use-range';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import '../../ui/card.css';

/** /m/agent/team/pnl: each downline's bets, payouts and profit over a range, with the team's totals. */
export function TeamPnlPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const range = useRange();
  const list = useTeamProfitLossPages(range.query);
  const summary = list.data?.[0]?.summary;
  return (
    <div className="agent-page">
      <RangeFilter range={range} />
      {/* the totals' card holds its place while they load */}
      {(summary || !list.error) && (
        <section className="card-tight agent-card">
          <h2>{t('agent.report.teamTotals')}</h2>
          <FigureGrid
            figures={[
              amountFigure(t('agent.report.bets'), summary?.bets, currency),
              amountFigure(t('agent.report.payouts'), summary?.payouts, currency),
              amountFigure(t('agent.report.rebates'), summary?.rebates, currency),
              amountFigure(t('agent.report.profit'), summary?.profit, currency, true),
            ]}
          />
        </section>
      )}
      <RecordList
        {...pagedList(list)}
        keyOf={(r) => r.userName}
        emptyText={t('agent.report.empty')}
        row={(r) => (
          <>
            <span className="record-main">
              <span className="record-title">{r.userName}</span>
              <span className="record-sub">
                {t('agent.team.level', { n: formatNumber(r.level, lng) })} · {t('agent.report.bets')} <Money value={r.bets} currency={currency} />
              </span>
            </span>
            <span className="record-side">
              <Money value={r.profit} currency={currency} signed />
            </span>
          </>
        )}
      />
    </div>
  );
}
