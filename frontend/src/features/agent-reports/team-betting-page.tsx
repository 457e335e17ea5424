import { useState } from 'react';
import { pagedList } from '../../api/record-pages';
import { useSite } from '../../api/site';
import { useTeamBetPages } from '../../api/team-bets';
import { amountFigure, FigureGrid } from '../../domain/agent/figures';
import { Money } from '../../domain/money/money-widgets';
import { RangeFilter } from '../../domain/money/range-filter';
import { RecordList } from '../../domain/money/record-list';
import { useRange } from '../../domain/money/use-range';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/dates';
import { useDebounced } from '../../lib/use-debounced';
import { Field } from '../../ui/field';
import '../../ui/card.css';

/** /m/teamBetting: the team's bets over a range, newest first, searched by member. */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const range = useRange();
  const [name, setName] = useState('');
  const userName = useDebounced(name.trim(), 300);
  const query = range.query && { ...range.query, ...(userName && { userName }) };
  const list = useTeamBetPages(query);
  const totals = list.data?.[0]?.totals;
  return (
    <div className="agent-page">
      <RangeFilter range={range} />
      <Field label={t('agent.team.search')} value={name} maxLength={16} onChange={(e) => setName(e.target.value.replace(/[^A-Za-z0-9]/g, ''))} />
      {/* the totals' card holds its place while they load */}
      {(totals || !list.error) && (
        <section className="card-tight agent-card">
          <FigureGrid
            figures={[
              amountFigure(t('agent.report.bets'), totals?.stake, currency),
              amountFigure(t('agent.report.payouts'), totals?.payout, currency),
              amountFigure(t('agent.report.profit'), totals?.profit, currency, true),
            ]}
          />
        </section>
      )}
      <RecordList
        {...pagedList(list)}
        keyOf={(b) => b.id}
        emptyText={t('agent.report.emptyBets')}
        row={(b) => (
          <>
            <span className="record-main">
              <span className="record-title">{b.gameName}</span>
              <span className="record-sub">
                {b.userName} · {t(`category.${b.category}`, { defaultValue: b.category })} ·{' '}
                {formatDateTime(b.time, lng, site?.zone)}
              </span>
            </span>
            <span className="record-side">
              <Money value={b.stake} currency={currency} />
              <Money value={b.profit} currency={currency} signed className="record-sub" />
            </span>
          </>
        )}
      />
    </div>
  );
}
