import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { newIdempotencyKey } from '../../api/idempotency';
import { useCreateDeposit } from '../../api/deposits';
import { useDepositMethods } from '../../api/deposit-methods';
import { useSite } from '../../api/site';
import type { Deposit, DepositKind, DepositMethod, DepositPromotion } from '../../api/types';
import { AmountField } from '../../domain/money/amount-field';
import { amountRangeMessage, moneyFieldMessage } from '../../domain/money/money-messages';
import { MoneyResult } from '../../domain/money/money-result';
import { CopyLine, Money, OutcomeUnknown } from '../../domain/money/money-widgets';
import { depositPath, depositRecordPath } from '../../domain/money/paths';
import { RealAccountNotice } from '../../domain/money/real-account';
import { limitExceededMessage } from '../../domain/protection/protection-text';
import { responsibleGamingPath } from '../../domain/protection/session-endings';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { compareAmounts, inRange, parseAmountInput } from '../../lib/amount';
import { formatMoney, formatNumber, type Currency } from '../../lib/format';
import { useForm, type Errors } from '../../lib/form';
import { useSend } from '../../lib/use-send';
import { AccountIcon, type AccountIconName } from '../../ui/account-icons';
import { BusyButton } from '../../ui/busy-button';
import { EmptyState } from '../../ui/empty-state';
import { Field, FormError } from '../../ui/field';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import '../../ui/card.css';
import './deposit.css';

type Values = { amount: string; promotionId: string; senderAccount: string; transactionId: string };
const serverFields = ['amount', 'promotionId', 'senderAccount', 'transactionId'] as const;

const kindIcons: Record<DepositKind, AccountIconName> = { mobile: 'mobile', bank: 'bank', gateway: 'card', qr: 'qr' };

/** A transfer the player makes first (bank, mobile account) and then confirms with its sender or transaction id. */
const isTransfer = (kind: DepositKind) => kind === 'bank' || kind === 'mobile';

/** Only a gateway page on http(s) is opened; only a PNG data URL is drawn. */
const safeUrl = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);
const safePng = (src: string | undefined) => (src?.startsWith('data:image/png;base64,') ? src : undefined);

function PayToFacts({ method }: { method: Pick<DepositMethod, 'payTo' | 'reference'> }) {
  const { t } = useTranslation();
  if (!method.payTo) return null;
  return (
    <dl className="facts pay-to">
      <div className="fact">
        <dt>{t('deposit.provider')}</dt>
        <dd>{method.payTo.provider}</dd>
      </div>
      <div className="fact">
        <dt>{t('deposit.accountName')}</dt>
        <dd>{method.payTo.accountName}</dd>
      </div>
      {method.payTo.branch && (
        <div className="fact">
          <dt>{t('deposit.branch')}</dt>
          <dd>{method.payTo.branch}</dd>
        </div>
      )}
      <CopyLine label={t('deposit.accountNumber')} value={method.payTo.accountNumber} />
      {method.reference && <CopyLine label={t('deposit.reference')} value={method.reference} />}
    </dl>
  );
}

/** The pending deposit the BFF answered: what to do next by kind, and the way to the record. */
function DepositResult({ deposit, currency, onAgain }: { deposit: Deposit; currency: Currency | undefined; onAgain: () => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const redirect = safeUrl(deposit.redirectUrl);
  const qr = safePng(deposit.qrImage);
  return (
    <MoneyResult
      id="deposit-result-title"
      title={t('deposit.submitted')}
      status={deposit.status}
      record={depositRecordPath}
      recordLabel={t('deposit.viewRecord')}
      againLabel={t('deposit.again')}
      onAgain={onAgain}
    >
      <dl className="facts">
        <div className="fact">
          <dt>{t('money.amount')}</dt>
          <dd>
            <Money value={deposit.amount} currency={currency} />
          </dd>
        </div>
        <div className="fact">
          <dt>{t('deposit.method')}</dt>
          <dd>{deposit.methodName}</dd>
        </div>
        {/[1-9]/.test(deposit.bonus) && (
          <div className="fact">
            <dt>{t('deposit.bonus')}</dt>
            <dd>
              <Money value={deposit.bonus} currency={currency} />
            </dd>
          </div>
        )}
        <div className="fact">
          <dt>{t('money.orderId')}</dt>
          <dd>{deposit.id}</dd>
        </div>
      </dl>
      {deposit.kind === 'gateway' && redirect && (
        <>
          <p className="money-notice">{t('deposit.gatewayNote')}</p>
          <a className="btn btn-primary btn-block" href={redirect} target="_blank" rel="noopener noreferrer">
            {t('deposit.openGateway')}
          </a>
        </>
      )}
      {deposit.kind === 'qr' && qr && (
        <figure className="deposit-qr">
          <img src={qr} alt={t('deposit.qrAlt', { amount: formatMoney(deposit.amount, currency, lng) })} width={220} height={220} />
          <figcaption>{t('deposit.qrNote')}</figcaption>
        </figure>
      )}
      {isTransfer(deposit.kind) && (
        <>
          <p className="money-notice">{t('deposit.transferNote')}</p>
          <PayToFacts method={deposit} />
        </>
      )}
    </MoneyResult>
  );
}

function DepositSkeleton() {
  return (
    <div className="money-page" aria-hidden="true">
      <div className="card">
        <Skeleton height={20} width="40%" />
        <div className="choice-list choice-grid">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height={56} />
          ))}
        </div>
        <Skeleton height={44} />
        <div className="amount-presets">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** "৳200 – ৳25,000". */
function rangeText(method: DepositMethod, currency: Currency | undefined, lng: ReturnType<typeof useLanguage>) {
  return `${formatMoney(method.min, currency, lng)} – ${formatMoney(method.max, currency, lng)}`;
}

/**
 * /m/voucherCenter (member types 0, 1, 2; the guard refuses the others with free_reject): the
 * methods the merchant offers with their limits and one-tap amounts, an amount (Bengali digits
 * too), the optional deposit promotion, and by method the merchant's account and reference with
 * the transfer's confirmation (bank, mobile account), or nothing more before the gateway's page or
 * the QR code. The answer is the pending deposit.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const { data, error, mutate, isValidating } = useDepositMethods();
  const create = useCreateDeposit();
  const [chosen, setChosen] = useState<string | null>(null);
  const [result, setResult] = useState<Deposit | null>(null);
  const { busy, failure, setFailure, send } = useSend();
  const [unknown, setUnknown] = useState(false);
  // a deposit limit refused the amount: the failure names it, with the way to the limits
  const [overLimit, setOverLimit] = useState(false);
  const method = data?.methods.find((m) => m.id === chosen) ?? data?.methods[0];
  const promotions = data?.promotions ?? [];

  const validate = (v: Values): Errors<Values> => {
    const e: Errors<Values> = {};
    if (!method) return e;
    const amount = parseAmountInput(v.amount);
    if (!amount) e.amount = t('money.amountInvalid');
    else if (!inRange(amount, method.min, method.max)) e.amount = amountRangeMessage(t, method, currency, lng);
    const promotion = promotions.find((p) => p.id === v.promotionId);
    if (promotion && amount && compareAmounts(amount, promotion.minDeposit) < 0) {
      e.promotionId = t('deposit.promotionMin', { amount: formatMoney(promotion.minDeposit, currency, lng) });
    }
    if (isTransfer(method.kind) && !v.senderAccount.trim() && !v.transactionId.trim()) e.senderAccount = t('deposit.senderOrTransaction');
    return e;
  };
  const form = useForm<Values>({ amount: '', promotionId: '', senderAccount: '', transactionId: '' }, validate);
  const v = form.values;

  if (error?.code === 'free_reject') return <RealAccountNotice icon="wallet" from={depositPath} />;
  if (error && !data) {
    return <LoadFailed icon="wallet" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />;
  }
  if (!data || !method) return data ? <EmptyState icon="wallet" text={t('deposit.noMethods')} /> : <DepositSkeleton />;
  if (result) {
    return (
      <div className="money-page">
        <DepositResult
          deposit={result}
          currency={currency}
          onAgain={() => {
            setResult(null);
            // a new deposit by the same method and promotion: its own fields empty, and not wrong
            form.reset('amount', 'senderAccount', 'transactionId');
          }}
        />
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setUnknown(false);
    setOverLimit(false);
    const transfer = isTransfer(method.kind);
    void send(
      async () => {
        const deposit = await create(
          {
            methodId: method.id,
            amount: parseAmountInput(v.amount) ?? v.amount,
            ...(v.promotionId && { promotionId: v.promotionId }),
            ...(transfer && v.senderAccount.trim() && { senderAccount: v.senderAccount.trim() }),
            ...(transfer && v.transactionId.trim() && { transactionId: v.transactionId.trim() }),
          },
          // one key per submission: the player's next tap is a new submission with a new key
          newIdempotencyKey(),
        );
        setResult(deposit);
      },
      {
        check: form.check,
        refused: (err) => {
          if (err instanceof ApiError && err.code === 'outcome_unknown') setUnknown(true);
          else if (err instanceof ApiError && err.code === 'limit_exceeded' && err.limit) {
            setOverLimit(true);
            setFailure(limitExceededMessage(t, err.limit, currency, lng));
          } else return form.showRefused(err, (f) => moneyFieldMessage(t, f, { range: method, currency, lng }), serverFields);
          return true;
        },
      },
    );
  };

  const choose = (m: DepositMethod) => {
    setChosen(m.id);
    setFailure(null);
    setUnknown(false);
  };

  return (
    <div className="money-page">
      <form className="card form" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="choice-list choice-grid">
          <legend className="legend">{t('deposit.chooseMethod')}</legend>
          {data.methods.map((m) => (
            <label key={m.id} className="choice">
              <input type="radio" name="method" value={m.id} checked={m.id === method.id} onChange={() => choose(m)} />
              <span className="choice-icon" aria-hidden="true">
                <AccountIcon name={kindIcons[m.kind]} size={18} />
              </span>
              <span className="choice-text">
                <span className="choice-name">{m.name}</span>
                <span className="choice-note">{t(`money.kind.${m.kind}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <AmountField
          label={t('money.amount')}
          currency={currency}
          presets={method.presets}
          hint={t('money.range', { range: rangeText(method, currency, lng) })}
          {...form.field('amount')}
        />
        {promotions.length > 0 && (
          <Promotions promotions={promotions} value={v.promotionId} error={form.errorOf('promotionId')} currency={currency} onChange={(id) => form.set('promotionId', id)} />
        )}
        {isTransfer(method.kind) && (
          <section className="deposit-transfer" aria-labelledby="deposit-pay-to">
            <h2 className="deposit-subtitle" id="deposit-pay-to">
              {t('deposit.payToTitle', { provider: method.payTo?.provider ?? method.name })}
            </h2>
            <PayToFacts method={method} />
            <p className="field-hint">{t('deposit.referenceNote')}</p>
            <Field label={t('deposit.senderAccount')} inputMode="numeric" autoComplete="off" maxLength={32} hint={t('deposit.senderHint')} {...form.bind('senderAccount')} />
            <Field label={t('deposit.transactionId')} autoComplete="off" maxLength={64} {...form.bind('transactionId')} />
          </section>
        )}
        {unknown && <OutcomeUnknown record={depositRecordPath} />}
        <FormError message={failure}>
          {overLimit && (
            <>
              {' '}
              <Link className="text-link" to={`${responsibleGamingPath}#limits`}>
                {t('protection.changeLimits')}
              </Link>
            </>
          )}
        </FormError>
        <BusyButton type="submit" className="btn btn-primary btn-block" busy={busy}>
          {isTransfer(method.kind) ? t('deposit.confirmTransfer') : t('deposit.submit')}
        </BusyButton>
      </form>
    </div>
  );
}

function Promotions({
  promotions,
  value,
  error,
  currency,
  onChange,
}: {
  promotions: DepositPromotion[];
  value: string;
  error: string | undefined;
  currency: Currency | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <fieldset className="choice-list" aria-describedby={error ? 'deposit-promotion-error' : undefined}>
      <legend className="legend">{t('deposit.promotion')}</legend>
      <label className="choice">
        <input type="radio" name="promotion" value="" checked={value === ''} onChange={() => onChange('')} />
        <span className="choice-text">
          <span className="choice-name">{t('deposit.noPromotion')}</span>
        </span>
      </label>
      {promotions.map((p) => (
        <label key={p.id} className="choice">
          <input type="radio" name="promotion" value={p.id} checked={value === p.id} onChange={() => onChange(p.id)} />
          <span className="choice-icon" aria-hidden="true">
            <AccountIcon name="gift" size={18} />
          </span>
          <span className="choice-text">
            <span className="choice-name">{p.title}</span>
            <span className="choice-note">
              {t('deposit.promotionTerms', {
                percent: formatNumber(Number(p.percent), lng),
                min: formatMoney(p.minDeposit, currency, lng),
              })}
              {p.maxBonus && ` · ${t('deposit.promotionMax', { amount: formatMoney(p.maxBonus, currency, lng) })}`}
              {p.turnover && ` · ${t('deposit.promotionTurnover', { times: formatNumber(Number(p.turnover), lng) })}`}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p className="field-error" id="deposit-promotion-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
