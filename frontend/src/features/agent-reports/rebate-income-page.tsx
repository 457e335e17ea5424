import { useRebateIncomePages } from '../../api/agent-income';
import { pagedList } from '../../api/record-pages';
import { useSite } from '../../api/site';
import { amountFigure, FigureGrid } from '../../domain/agent/figures';
import { Money } from '../../domain/money/money-widgets';
import { RangeFilter } from '../../domain/money/range-filter';
import { RecordList } from '../../domain/money/record-list';
import { useRange } from '../../domain/money/use-range';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import '../../ui/card.css';

/** /m/member/agent/agentRebeat: the agent's rebate income by day and game category. */
export function RebateIncomePage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const range = useRange('week');
  const list = useRebateIncomePages(range.query);
  const total = list.data?.[0]?.total;
  return (
    <div className="agent-page">
      <RangeFilter range={range} />
      {/* the total's card holds its place while it loads */}
      {(total !== undefined || !list.error) && (
        <section className="card-tight agent-card">
          <FigureGrid figures={[amountFigure(t('agent.report.income'), total, currency)]} />
        </section>
      )}
      <RecordList
        {...pagedList(list)}
        keyOf={(r) => `${r.day}/${r.category}`}
        emptyText={t('agent.report.empty')}
        row={(r) => (
          <>
            <span className="record-main">
              <span className="record-title">{t(`category.${r.category}`, { defaultValue: r.category })}</span>
              <span className="record-sub">
                {formatDate(r.day, lng, site?.zone)} · {t('agent.report.validBet')} <Money value={r.validBet} currency={currency} /> ·{' '}
                {formatNumber(Number(r.rate), lng, 2)}%
              </span>
            </span>
            <span className="record-side">
              <Money value={r.income} currency={currency} signed />
            </span>
          </>
        )}
      />
    </div>
  );
}
