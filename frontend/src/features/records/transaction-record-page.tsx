import { useMemo } from 'react';
import { pagedList } from '../../api/record-pages';
import { useSite } from '../../api/site';
import { useTransactionPages } from '../../api/transactions';
import type { Transaction, TransactionType } from '../../api/types';
import { Money } from '../../domain/money/money-widgets';
import { isOwnTransfer, useWalletName } from '../../domain/money/wallet-names';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { SelectField } from '../../ui/field';
import { RangeFilter } from '../../domain/money/range-filter';
import { formatDateTime } from '../../lib/dates';
import { RecordList } from '../../domain/money/record-list';
import { Totals } from './totals';
import { useQueryParam } from './use-query-param';
import { useRange } from '../../domain/money/use-range';
import './records.css';

const transactionTypes: TransactionType[] = ['deposit', 'withdrawal', 'withdrawal_return', 'transfer_out', 'transfer_in', 'bet', 'win', 'bonus', 'rebate', 'adjustment'];
const isType = (value: string | null): value is TransactionType => transactionTypes.includes(value as TransactionType);

/**
 * /m/transaction/record?types=A: every movement of money, newest first, by range and type
 * (types=A, the spec's default, is every type), with the range's money in, out and net.
 */
export function TransactionRecordPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const [asked, setTypes] = useQueryParam('types');
  const type = isType(asked) ? asked : undefined;
  const range = useRange();
  const query = useMemo(() => (range.query ? { ...range.query, ...(type && { type }) } : null), [range.query, type]);
  const answer = useTransactionPages(query);
  const { error } = answer;
  const list = pagedList(answer);
  const totals = answer.data?.[0]?.totals;
  const { name: walletName, settled: namesSettled } = useWalletName();

  return (
    <div className="records-page">
      <div className="records-filters">
        <RangeFilter range={range} />
        <SelectField
          label={t('records.type')}
          value={type ?? 'A'}
          options={[{ value: 'A', label: t('records.allTypes') }, ...transactionTypes.map((v) => ({ value: v, label: t(`records.types.${v}`) }))]}
          onChange={setTypes}
        />
      </div>
      <Totals
        label={t('records.totals')}
        cells={
          totals && [
            { label: t('records.in'), value: totals.in, currency },
            { label: t('records.out'), value: totals.out, currency },
            { label: t('records.net'), value: totals.net, currency, signed: true },
          ]
        }
        count={3}
        loading={!!range.query && !totals && !error}
      />
      <RecordList<Transaction>
        {...list}
        items={!range.query ? [] : namesSettled ? list.items : undefined}
        keyOf={(tx) => tx.id}
        emptyText={t('records.empty')}
        row={(tx) => (
          <>
            <span className="record-main">
              <span className="record-title">{t(`records.types.${tx.type}`, { defaultValue: tx.type })}</span>
              <span className="record-sub">
                {formatDateTime(tx.time, lng, site?.zone)} · {walletName(tx.wallet)}
              </span>
            </span>
            <span className="record-side">
              <Money value={tx.amount} currency={currency} signed neutral={isOwnTransfer(tx.type)} />
              <span className="record-sub">
                {t('records.balance')} <Money value={tx.balanceAfter} currency={currency} />
              </span>
            </span>
          </>
        )}
      />
    </div>
  );
}
