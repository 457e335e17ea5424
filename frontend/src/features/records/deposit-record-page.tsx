import { useMemo } from 'react';
import { useDepositPages } from '../../api/deposits';
import { pagedList } from '../../api/record-pages';
import { useSite } from '../../api/site';
import type { Deposit, RecordStatus, Withdrawal } from '../../api/types';
import { useWithdrawalPages } from '../../api/withdrawals';
import { Money, StatusBadge, accountLabel } from '../../domain/money/money-widgets';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import '../../ui/chips.css';
import { RangeFilter } from '../../domain/money/range-filter';
import { formatDateTime } from '../../lib/dates';
import { RecordList } from '../../domain/money/record-list';
import { Totals } from './totals';
import { useQueryParam } from './use-query-param';
import { useRange } from '../../domain/money/use-range';
import './records.css';

type Tab = 'deposits' | 'withdrawals';
const statuses: (RecordStatus | '')[] = ['', 'pending', 'approved', 'rejected'];
const isStatus = (s: string | null): s is RecordStatus => s === 'pending' || s === 'approved' || s === 'rejected';

/**
 * /m/vouReport: deposits and withdrawals in two tabs (?tab=withdrawals opens the second), by
 * range and status (all, pending, approved, rejected), with the range's approved total.
 */
export function DepositRecordPage() {
  const { t } = useTranslation();
  const [tabParam, setTab] = useQueryParam('tab');
  const [asked, setStatus] = useQueryParam('status');
  const tab: Tab = tabParam === 'withdrawals' ? 'withdrawals' : 'deposits';
  const status = isStatus(asked) ? asked : '';
  const range = useRange();
  const query = useMemo(() => (range.query ? { ...range.query, ...(status && { status }) } : null), [range.query, status]);
  const tabs: Tab[] = ['deposits', 'withdrawals'];
  return (
    <div className="records-page">
      <div className="segmented records-tabs" role="tablist" aria-label={t('records.recordKind')}>
        {tabs.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`records-tab-${k}`}
            aria-selected={tab === k}
            aria-controls="records-tab-panel"
            className="segmented-item"
            onClick={() => setTab(k === 'withdrawals' ? k : '')}
          >
            {t(`records.${k}`)}
          </button>
        ))}
      </div>
      <div className="records-filters">
        <RangeFilter range={range} />
        <div className="chips" role="group" aria-label={t('records.status')}>
          {statuses.map((s) => (
            <button key={s || 'all'} type="button" className="chip-btn" aria-pressed={status === s} onClick={() => setStatus(s)}>
              {s ? t(`money.status.${s}`) : t('records.allStatuses')}
            </button>
          ))}
        </div>
      </div>
      <div id="records-tab-panel" role="tabpanel" aria-labelledby={`records-tab-${tab}`}>
        {tab === 'deposits' ? <Deposits query={query} /> : <Withdrawals query={query} />}
      </div>
    </div>
  );
}

type Query = Parameters<typeof useDepositPages>[0];

function Deposits({ query }: { query: Query }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const answer = useDepositPages(query);
  const { error } = answer;
  const list = pagedList(answer);
  const totals = answer.data?.[0]?.totals;
  return (
    <>
      <Totals label={t('records.totals')} cells={totals && [{ label: t('records.approvedDeposits'), value: totals.approved, currency }]} count={1} loading={!!query && !totals && !error} />
      <RecordList<Deposit>
        {...list}
        items={query ? list.items : []}
        keyOf={(d) => d.id}
        emptyText={t('records.emptyDeposits')}
        row={(d) => (
          <>
            <span className="record-main">
              <span className="record-title">{d.methodName}</span>
              <span className="record-sub">
                {formatDateTime(d.createdAt, lng, site?.zone)} · {d.id}
              </span>
              {d.reason && <span className="record-sub record-reason">{d.reason}</span>}
            </span>
            <span className="record-side">
              <Money value={d.amount} currency={currency} />
              <StatusBadge status={d.status} />
            </span>
          </>
        )}
      />
    </>
  );
}

function Withdrawals({ query }: { query: Query }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const answer = useWithdrawalPages(query);
  const { error } = answer;
  const list = pagedList(answer);
  const totals = answer.data?.[0]?.totals;
  return (
    <>
      <Totals label={t('records.totals')} cells={totals && [{ label: t('records.approvedWithdrawals'), value: totals.approved, currency }]} count={1} loading={!!query && !totals && !error} />
      <RecordList<Withdrawal>
        {...list}
        items={query ? list.items : []}
        keyOf={(w) => w.id}
        emptyText={t('records.emptyWithdrawals')}
        row={(w) => (
          <>
            <span className="record-main">
              <span className="record-title">{accountLabel(w.account, lng)}</span>
              <span className="record-sub">
                {formatDateTime(w.createdAt, lng, site?.zone)} · {w.id}
              </span>
              {w.reason && <span className="record-sub record-reason">{w.reason}</span>}
            </span>
            <span className="record-side">
              <Money value={w.amount} currency={currency} />
              <StatusBadge status={w.status} />
            </span>
          </>
        )}
      />
    </>
  );
}
