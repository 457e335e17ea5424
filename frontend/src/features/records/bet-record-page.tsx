import { useMemo, useState } from 'react';
import { useBetPages } from '../../api/bets';
import { useCategories } from '../../api/categories';
import { pagedList } from '../../api/record-pages';
import { useSite } from '../../api/site';
import type { Bet } from '../../api/types';
import { Money } from '../../domain/money/money-widgets';
import { useWalletName } from '../../domain/money/wallet-names';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import { SelectField } from '../../ui/field';
import { RangeFilter } from '../../domain/money/range-filter';
import { formatDateTime } from '../../lib/dates';
import { RecordList } from '../../domain/money/record-list';
import { Totals } from './totals';
import { useRange } from '../../domain/money/use-range';
import './records.css';

/** Lobby entries that are not game categories a bet can have. */
const notBetCategories = new Set(['HOT', 'FAV', 'RECENT']);

/** Only with the site's TRANSBETREPMEM3 switch on (the BFF answers 403 feature_disabled too). */
export const betRecordSwitch = 'TRANSBETREPMEM3';

/**
 * /m/gameRecord: the bets, newest first, by range and game category, with the range's stake,
 * payout and profit. Without TRANSBETREPMEM3 it says the record is not available.
 */
export function BetRecordPage() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const enabled = site?.switches[betRecordSwitch] === true;
  if (!enabled) return <EmptyState icon="games" text={t('records.unavailable')} />;
  return <BetRecord />;
}

function BetRecord() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const { data: categories, error: categoriesError } = useCategories();
  const { name: vendorName, settled: namesSettled } = useWalletName();
  const [category, setCategory] = useState('');
  const range = useRange();
  const query = useMemo(() => (range.query ? { ...range.query, ...(category && { category }) } : null), [range.query, category]);
  const answer = useBetPages(query);
  const { error } = answer;
  if (error?.code === 'feature_disabled') return <EmptyState icon="games" text={t('records.unavailable')} />;
  const list = pagedList(answer);
  const totals = answer.data?.[0]?.totals;
  const categoryName = (code: string) => t(`category.${code}`, { defaultValue: code });

  return (
    <div className="records-page">
      <div className="records-filters">
        <RangeFilter range={range} />
        <SelectField
          label={t('records.category')}
          value={category}
          options={[
            { value: '', label: t('records.allCategories') },
            ...(categories?.items ?? []).filter((c) => !notBetCategories.has(c.code)).map((c) => ({ value: c.code, label: categoryName(c.code) })),
          ]}
          onChange={setCategory}
        />
      </div>
      <Totals
        label={t('records.totals')}
        cells={
          totals && [
            { label: t('records.stake'), value: totals.stake, currency },
            { label: t('records.payout'), value: totals.payout, currency },
            { label: t('records.profit'), value: totals.profit, currency, signed: true },
          ]
        }
        count={3}
        loading={!!range.query && !totals && !error}
      />
      <RecordList<Bet>
        {...list}
        items={!range.query ? [] : namesSettled && (categories || categoriesError) ? list.items : undefined}
        keyOf={(b) => b.id}
        emptyText={t('records.empty')}
        row={(b) => (
          <>
            <span className="record-main">
              <span className="record-title">{b.gameName}</span>
              <span className="record-sub">
                {formatDateTime(b.time, lng, site?.zone)} · {categoryName(b.category)} · {vendorName(b.vendor)}
              </span>
            </span>
            <span className="record-side">
              <Money value={b.profit} currency={currency} signed />
              <span className="record-sub">
                {t('records.stake')} <Money value={b.stake} currency={currency} />
                {!b.settled && <span className="record-flag">{t('records.unsettled')}</span>}
              </span>
            </span>
          </>
        )}
      />
    </div>
  );
}
