import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { newIdempotencyKey } from '../../api/idempotency';
import { useSite } from '../../api/site';
import type { Withdrawal, WithdrawalOptions } from '../../api/types';
import { useWithdrawalOptions } from '../../api/withdrawal-options';
import { useCreateWithdrawal } from '../../api/withdrawals';
import { AmountField } from '../../domain/money/amount-field';
import { amountRangeMessage, moneyFieldMessage } from '../../domain/money/money-messages';
import { MoneyResult } from '../../domain/money/money-result';
import { accountLabel, Money, OutcomeUnknown, PaymentPasswordField, PayoutAccountText } from '../../domain/money/money-widgets';
import { paymentPasswordResetPath, securityCentrePath, withdrawalRecordPath, withdrawPath } from '../../domain/money/paths';
import { RealAccountNotice } from '../../domain/money/real-account';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { inRange, parseAmountInput } from '../../lib/amount';
import { formatMoney, formatNumber, type Currency } from '../../lib/format';
import { useForm, type Errors } from '../../lib/form';
import { useSend } from '../../lib/use-send';
import { BusyButton } from '../../ui/busy-button';
import { FormError } from '../../ui/field';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import '../../ui/card.css';
import '../../domain/money/money.css';

type Values = { accountId: string; amount: string; paymentPassword: string };
const serverFields = ['accountId', 'amount', 'paymentPassword'] as const;

function Rules({ options, currency }: { options: WithdrawalOptions; currency: Currency | undefined }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { rules } = options;
  return (
    <dl className="facts" aria-label={t('withdraw.rules')}>
      <div className="fact">
        <dt>{t('withdraw.limits')}</dt>
        <dd>
          {formatMoney(rules.min, currency, lng)} – {formatMoney(rules.max, currency, lng)}
        </dd>
      </div>
      <div className="fact">
        <dt>{t('withdraw.today')}</dt>
        <dd>
          {rules.dailyCount > 0
            ? t('withdraw.dailyUsed', { used: formatNumber(rules.dailyUsed, lng), count: formatNumber(rules.dailyCount, lng) })
            : t('withdraw.noDailyLimit')}
        </dd>
      </div>
      {rules.remainingTurnover !== undefined && (
        <div className="fact">
          <dt>{t('withdraw.remainingTurnover')}</dt>
          <dd>
            <Money value={rules.remainingTurnover} currency={currency} />
          </dd>
        </div>
      )}
    </dl>
  );
}

function WithdrawalResult({ withdrawal, currency, onAgain }: { withdrawal: Withdrawal; currency: Currency | undefined; onAgain: () => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <MoneyResult
      id="withdrawal-result-title"
      title={t('withdraw.submitted')}
      status={withdrawal.status}
      record={withdrawalRecordPath}
      recordLabel={t('withdraw.viewRecord')}
      againLabel={t('withdraw.again')}
      onAgain={onAgain}
    >
      <p className="money-notice">{t('withdraw.held')}</p>
      <dl className="facts">
        <div className="fact">
          <dt>{t('money.amount')}</dt>
          <dd>
            <Money value={withdrawal.amount} currency={currency} />
          </dd>
        </div>
        <div className="fact">
          <dt>{t('withdraw.to')}</dt>
          <dd>{accountLabel(withdrawal.account, lng)}</dd>
        </div>
        <div className="fact">
          <dt>{t('money.orderId')}</dt>
          <dd>{withdrawal.id}</dd>
        </div>
      </dl>
    </MoneyResult>
  );
}

function WithdrawSkeleton() {
  return (
    <div className="money-page" aria-hidden="true">
      <Skeleton height={90} radius={12} />
      <div className="card">
        <Skeleton height={18} width="60%" />
        <Skeleton height={18} width="50%" />
        <Skeleton height={56} />
        <Skeleton height={44} />
        <Skeleton height={44} />
      </div>
    </div>
  );
}

/**
 * /m/withdraw: the withdrawable balance, the rules, the bound payout accounts (last four digits),
 * the amount and the payment password. Without a payment password or an account it leads to the
 * security centre. The answer is the pending withdrawal, its amount held at once.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const { data: options, error, mutate, isValidating } = useWithdrawalOptions();
  const create = useCreateWithdrawal();
  const [result, setResult] = useState<Withdrawal | null>(null);
  const { busy, failure, send } = useSend();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unknown, setUnknown] = useState(false);
  const defaultAccount = options?.accounts.find((a) => a.default) ?? options?.accounts[0];

  const validate = (v: Values): Errors<Values> => {
    const e: Errors<Values> = {};
    if (!options) return e;
    const amount = parseAmountInput(v.amount);
    if (!amount) e.amount = t('money.amountInvalid');
    else if (!inRange(amount, options.rules.min, options.rules.max)) e.amount = amountRangeMessage(t, options.rules, currency, lng);
    if (!/^\d{6}$/.test(v.paymentPassword)) e.paymentPassword = t('money.paymentPasswordFormat');
    return e;
  };
  const form = useForm<Values>({ accountId: '', amount: '', paymentPassword: '' }, validate);
  const v = form.values;
  const accountId = v.accountId || defaultAccount?.id || '';

  // a free trial account: the offer of a real account (a login returns here), not a dead end
  if (error?.code === 'free_reject') return <RealAccountNotice icon="withdraw" from={withdrawPath} />;
  if (error && !options) {
    return <LoadFailed icon="withdraw" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />;
  }
  if (!options) return <WithdrawSkeleton />;

  const hero = (
    <section className="money-hero" aria-label={t('withdraw.withdrawable')}>
      <p className="money-hero-label">{t('withdraw.withdrawable')}</p>
      <p className="money-hero-amount">{formatMoney(options.withdrawable, currency, lng)}</p>
    </section>
  );

  if (result) {
    return (
      <div className="money-page">
        {hero}
        <WithdrawalResult
          withdrawal={result}
          currency={currency}
          onAgain={() => {
            setResult(null);
            // another withdrawal to the same account: the amount and password empty, and not wrong
            form.reset('amount', 'paymentPassword');
          }}
        />
      </div>
    );
  }

  const ready = options.hasPaymentPassword && options.accounts.length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    setUnknown(false);
    void send(
      // one key per submission: the player's next tap is a new submission with a new key
      async () => setResult(await create({ accountId, amount: parseAmountInput(v.amount) ?? v.amount, paymentPassword: v.paymentPassword }, newIdempotencyKey())),
      {
        check: form.check,
        refused: (err) => {
          // the payment password is typed again; emptied, it is not wrong (a refusal of it shows below)
          form.reset('paymentPassword');
          if (err instanceof ApiError && err.code === 'outcome_unknown') setUnknown(true);
          else if (err instanceof ApiError && err.code === 'payment_password_required') setRefusal(errorMessage(t, err));
          else return form.showRefused(err, (f) => moneyFieldMessage(t, f, { range: options.rules, currency, lng }), serverFields);
          return true;
        },
      },
    );
  };

  return (
    <div className="money-page">
      {hero}
      <section className="card" aria-labelledby="withdraw-rules-title">
        <h2 className="money-card-title" id="withdraw-rules-title">
          {t('withdraw.rules')}
        </h2>
        <Rules options={options} currency={currency} />
      </section>
      {!ready ? (
        <section className="card">
          <p className="money-notice money-notice-warn" role="note">
            {!options.hasPaymentPassword && options.accounts.length === 0
              ? t('withdraw.notReady')
              : !options.hasPaymentPassword
                ? t('withdraw.noPaymentPassword')
                : t('withdraw.noAccount')}
          </p>
          <Link className="btn btn-primary btn-block" to={securityCentrePath}>
            {t('withdraw.toSecurityCentre')}
          </Link>
        </section>
      ) : (
        <form className="card form" noValidate onSubmit={(e) => void submit(e)}>
          <fieldset className="choice-list">
            <legend className="legend">{t('withdraw.account')}</legend>
            {options.accounts.map((a) => (
              <label key={a.id} className="choice">
                <input type="radio" name="accountId" value={a.id} checked={a.id === accountId} onChange={() => form.set('accountId', a.id)} />
                <PayoutAccountText
                  account={a}
                  note={
                    <>
                      {a.accountName} · {t(`money.kind.${a.kind}`)}
                    </>
                  }
                />
              </label>
            ))}
          </fieldset>
          <AmountField
            label={t('money.amount')}
            currency={currency}
            hint={amountRangeMessage(t, options.rules, currency, lng)}
            {...form.field('amount')}
          />
          <PaymentPasswordField label={t('money.paymentPassword')} hint={t('money.paymentPasswordHint')} {...form.field('paymentPassword')} />
          <Link className="text-link" to={paymentPasswordResetPath}>
            {t('paymentReset.forgot')}
          </Link>
          {unknown && <OutcomeUnknown record={withdrawalRecordPath} />}
          {refusal && (
            <div className="money-notice money-notice-warn" role="alert">
              <p>{refusal}</p>
              <Link className="btn btn-ghost btn-sm" to={securityCentrePath}>
                {t('withdraw.toSecurityCentre')}
              </Link>
            </div>
          )}
          <FormError message={failure} />
          <BusyButton type="submit" className="btn btn-primary btn-block" busy={busy}>
            {t('withdraw.submit')}
          </BusyButton>
        </form>
      )}
    </div>
  );
}
