import { useClaimRebates } from '../../api/rebate-claims';
import { useRebates } from '../../api/rebates';
import { useSite } from '../../api/site';
import { Money, OutcomeUnknown } from '../../domain/money/money-widgets';
import { accountRecordPath } from '../../domain/money/paths';
import { useClaim } from '../../domain/promotions/use-claim';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatMoney, formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { BusyButton } from '../../ui/busy-button';
import { FormError } from '../../ui/field';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';
import './manual-rebate.css';

/**
 * /m/member/manualRebate (MANPLAYREB3): what a claim pays now by game category (rate, valid
 * bets, rebate), the total and the minimum, and one claim of every category at once (a money
 * write, its own Idempotency-Key, never sent again by the site).
 */
export function ManualRebatePage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const { data, error, mutate, isValidating } = useRebates();
  const claim = useClaimRebates();
  const toast = useToast();
  const { go, busy, failure, unknown } = useClaim(claim, (answer) =>
    toast.show(t('rewards.rebate.credited', { amount: formatMoney(answer.amount, currency, lng) }), 'short'),
  );

  if (error && !data) {
    return (
      <LoadFailed
        icon="rebate"
        text={errorMessage(t, error)}
        retry={error.code !== 'feature_disabled' && error.code !== 'free_reject' ? () => void mutate() : undefined}
        busy={isValidating}
      />
    );
  }
  if (!data) {
    return (
      <div className="money-page" aria-hidden="true">
        <Skeleton height={90} />
        <Skeleton height={240} />
      </div>
    );
  }

  return (
    <div className="money-page">
      <section className="money-hero" aria-labelledby="rebate-total">
        <span className="money-hero-label" id="rebate-total">{t('rewards.rebate.total')}</span>
        <Money value={data.total} currency={currency} className="money-hero-amount" />
        <span className="rebate-minimum">{t('rewards.rebate.minimum', { amount: formatMoney(data.minimum, currency, lng) })}</span>
      </section>
      <section className="card" aria-labelledby="rebate-title">
        <h2 className="money-card-title" id="rebate-title">
          {t('rewards.rebate.title')}
        </h2>
        <table className="rebate-table">
          <thead>
            <tr>
              <th scope="col">{t('rewards.rebate.category')}</th>
              <th scope="col">{t('rewards.rebate.rate')}</th>
              <th scope="col">{t('rewards.rebate.validBet')}</th>
              <th scope="col">{t('rewards.rebate.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((line) => (
              <tr key={line.category}>
                <th scope="row">{t(`category.${line.category}`, { defaultValue: line.category })}</th>
                <td>{t('rewards.vip.percent', { value: formatNumber(Number(line.rate), lng, 2) })}</td>
                <td>
                  <Money value={line.validBet} currency={currency} />
                </td>
                <td>
                  <Money value={line.amount} currency={currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="field-hint">{t('rewards.rebate.note')}</p>
        {data.lastClaimed && <p className="field-hint">{t('rewards.rebate.lastClaimed', { date: formatDate(data.lastClaimed, lng, site?.zone) })}</p>}
        {!data.claimable && <p className="money-notice">{t('rewards.rebate.nothing')}</p>}
        {unknown && <OutcomeUnknown record={accountRecordPath} />}
        <FormError message={failure} />
        <BusyButton type="button" className="btn btn-primary btn-block" busy={busy} disabled={!data.claimable} onClick={() => void go()}>
          {t('rewards.rebate.claim')}
        </BusyButton>
      </section>
    </div>
  );
}
