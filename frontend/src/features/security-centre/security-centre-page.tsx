import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { newIdempotencyKey } from '../../api/idempotency';
import { useSetPaymentPassword } from '../../api/payment-password';
import { useBindPayoutAccount, usePayoutAccounts } from '../../api/payout-accounts';
import { useSecurity } from '../../api/security';
import type { PayoutKind, Security } from '../../api/types';
import { moneyFieldMessage } from '../../domain/money/money-messages';
import { accountLabel, OutcomeUnknown, PaymentPasswordField, PayoutAccountText } from '../../domain/money/money-widgets';
import { paymentPasswordResetPath, securityQuestionsPath } from '../../domain/money/paths';
import { LimitsPanel } from '../../domain/protection/limits-panel';
import { responsibleGamingPath } from '../../domain/protection/session-endings';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { digitsOf } from '../../lib/amount';
import { usePaintedOnce } from '../../lib/after-paint';
import { formatNumber } from '../../lib/format';
import { useForm, type Errors } from '../../lib/form';
import { useSend } from '../../lib/use-send';
import { BusyButton } from '../../ui/busy-button';
import { Field, FormError, Segmented, SelectField } from '../../ui/field';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';
import '../../domain/money/money.css';
import './security-centre.css';

function Facts({ security }: { security: Security }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const none = t('securityCentre.none');
  const rows: [string, string][] = [
    [t('securityCentre.nickname'), security.nickname || none],
    [t('securityCentre.payeeName'), security.payeeName || none],
    [t('securityCentre.email'), security.email ?? none],
    [t('securityCentre.mobile'), security.mobile ?? none],
    [t('securityCentre.paymentPassword'), security.hasPaymentPassword ? t('securityCentre.set') : t('securityCentre.notSet')],
    [t('page.securityQuestions'), security.hasSecurityQuestions ? t('securityCentre.set') : t('securityCentre.notSet')],
    [t('securityCentre.payoutAccounts'), formatNumber(security.payoutAccounts, lng)],
  ];
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Sets the first payment password, or changes it with the current one. */
function PaymentPasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const toast = useToast();
  const save = useSetPaymentPassword();
  const { busy, failure, send } = useSend();
  const form = useForm<PasswordValues>({ currentPassword: '', newPassword: '', confirmPassword: '' }, (v) => {
    const e: Errors<PasswordValues> = {};
    if (hasPassword && !/^\d{6}$/.test(v.currentPassword)) e.currentPassword = t('money.paymentPasswordFormat');
    if (!/^\d{6}$/.test(v.newPassword)) e.newPassword = t('money.paymentPasswordFormat');
    if (v.confirmPassword !== v.newPassword) e.confirmPassword = t('errors.confirm_mismatch');
    return e;
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    void send(
      async () => {
        await save({ ...(hasPassword && { currentPassword: v.currentPassword }), newPassword: v.newPassword, confirmPassword: v.confirmPassword });
        form.reset();
        toast.show(t(hasPassword ? 'securityCentre.passwordChanged' : 'securityCentre.passwordSet'), 'default');
      },
      { check: form.check, refused: (err) => form.showRefused(err, (f) => moneyFieldMessage(t, f, { currency: undefined, lng }), ['currentPassword', 'newPassword', 'confirmPassword']) },
    );
  };
  return (
    <form className="card form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="security-password-title">
      <h2 className="money-card-title" id="security-password-title">
        {hasPassword ? t('securityCentre.changePassword') : t('securityCentre.setPassword')}
      </h2>
      {!hasPassword && <p className="field-hint">{t('securityCentre.setPasswordNote')}</p>}
      {hasPassword && <PaymentPasswordField label={t('securityCentre.currentPassword')} {...form.field('currentPassword')} />}
      {hasPassword && (
        <Link className="text-link" to={paymentPasswordResetPath}>
          {t('paymentReset.forgot')}
        </Link>
      )}
      <PaymentPasswordField label={t('securityCentre.newPassword')} hint={t('money.paymentPasswordHint')} {...form.field('newPassword')} />
      <PaymentPasswordField label={t('securityCentre.confirmPassword')} {...form.field('confirmPassword')} />
      <FormError message={failure} />
      <BusyButton type="submit" className="btn btn-primary btn-block" busy={busy}>
        {t('securityCentre.save')}
      </BusyButton>
    </form>
  );
}

/** Brings the bound accounts' list into view, its title focused (read out), as a link to it would. */
function showAccounts(title: HTMLElement | null) {
  title?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  title?.focus({ preventScroll: true });
}

type BindValues = { providerCode: string; accountName: string; accountNumber: string; branch: string; paymentPassword: string };
const bindFields = ['providerCode', 'accountName', 'accountNumber', 'branch', 'paymentPassword'] as const;

/** The bound payout accounts (masked) and the form to bind another (needs the payment password). */
function PayoutAccounts({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const toast = useToast();
  const { data, error } = usePayoutAccounts();
  const bind = useBindPayoutAccount();
  const [kind, setKind] = useState<PayoutKind>('mobile');
  const { busy, failure, send } = useSend();
  const [unknown, setUnknown] = useState(false);
  // the bound accounts, asked again after every answer: where a binding whose answer was lost shows
  const accountsRef = useRef<HTMLHeadingElement>(null);
  const providers = (data?.providers ?? []).filter((p) => p.kind === kind);
  const form = useForm<BindValues>({ providerCode: '', accountName: '', accountNumber: '', branch: '', paymentPassword: '' }, (v) => {
    const e: Errors<BindValues> = {};
    if (!providers.some((p) => p.code === v.providerCode)) e.providerCode = t('securityCentre.chooseProvider');
    if (!v.accountName.trim()) e.accountName = t('errors.required');
    const digits = digitsOf(v.accountNumber);
    if (digits.length < 6 || digits.length > 24 || /[^\d\s\u09E6-\u09EF-]/.test(v.accountNumber)) e.accountNumber = t('securityCentre.accountNumberFormat');
    if (!/^\d{6}$/.test(v.paymentPassword)) e.paymentPassword = t('money.paymentPasswordFormat');
    return e;
  });
  const v = form.values;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setUnknown(false);
    void send(
      async () => {
        // one key per submission: the player's next tap is a new submission with a new key
        const account = await bind(
          {
            kind,
            providerCode: v.providerCode,
            accountName: v.accountName.trim(),
            accountNumber: digitsOf(v.accountNumber),
            ...(kind === 'bank' && v.branch.trim() && { branch: v.branch.trim() }),
            paymentPassword: v.paymentPassword,
          },
          newIdempotencyKey(),
        );
        // ready for another account of the same kind: every field empty, and none of them wrong
        form.reset();
        toast.show(t('securityCentre.bound', { account: accountLabel(account, lng) }), 'default');
      },
      {
        check: form.check,
        refused: (err) => {
          // the payment password is typed again; emptied, it is not wrong (a refusal of it shows below)
          form.reset('paymentPassword');
          if (err instanceof ApiError && err.code === 'outcome_unknown') {
            setUnknown(true);
            return true;
          }
          return form.showRefused(err, (f) => moneyFieldMessage(t, f, { currency: undefined, lng }), bindFields);
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="security-accounts-title">
      <h2 className="money-card-title payout-accounts-title" id="security-accounts-title" tabIndex={-1} ref={accountsRef}>
        {t('securityCentre.accounts')}
      </h2>
      {data ? (
        data.items.length > 0 ? (
          <ul className="payout-list">
            {data.items.map((a) => (
              <li key={a.id} className="payout-row">
                <PayoutAccountText
                  account={a}
                  note={
                    <>
                      {a.accountName}
                      {a.default && ` · ${t('securityCentre.default')}`}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="field-hint">{t('securityCentre.noAccounts')}</p>
        )
      ) : error ? (
        <FormError message={errorMessage(t, error)} />
      ) : (
        <Skeleton height={56} />
      )}
      <h3 className="security-subtitle">{t('securityCentre.bindTitle')}</h3>
      {!hasPassword ? (
        <p className="money-notice money-notice-warn" role="note">
          {t('securityCentre.passwordFirst')}
        </p>
      ) : (
        <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('securityCentre.bindTitle')}>
          <Segmented<PayoutKind>
            label={t('securityCentre.kind')}
            value={kind}
            onChange={(k) => {
              setKind(k);
              form.set('providerCode', '');
            }}
            options={[
              { value: 'mobile', label: t('money.kind.mobile') },
              { value: 'bank', label: t('money.kind.bank') },
            ]}
          />
          <SelectField
            label={t('securityCentre.provider')}
            placeholder={t('securityCentre.chooseProvider')}
            options={providers.map((p) => ({ value: p.code, label: p.name }))}
            {...form.field('providerCode')}
          />
          <Field label={t('securityCentre.accountName')} autoComplete="name" maxLength={64} {...form.bind('accountName')} />
          <Field
            label={kind === 'mobile' ? t('securityCentre.mobileNumber') : t('securityCentre.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={48}
            {...form.bind('accountNumber')}
          />
          {kind === 'bank' && <Field label={t('securityCentre.branch')} autoComplete="off" maxLength={64} {...form.bind('branch')} />}
          <PaymentPasswordField label={t('money.paymentPassword')} {...form.field('paymentPassword')} />
          {unknown && <OutcomeUnknown label={t('money.checkAccounts')} onCheck={() => showAccounts(accountsRef.current)} />}
          <FormError message={failure} />
          <BusyButton type="submit" className="btn btn-primary btn-block" busy={busy}>
            {t('securityCentre.bind')}
          </BusyButton>
        </form>
      )}
    </section>
  );
}

/**
 * /m/securityCenter: the player's facts (masked e-mail and mobile, payee name, nickname), the
 * payment password (set, or change with the current one), the payout accounts with a form to bind
 * another, and the player's limits (domain/protection) with the way to the responsible-gaming page.
 */
export function SecurityCentrePage() {
  const { t } = useTranslation();
  const { data: security, error, mutate, isValidating } = useSecurity();
  if (error && !security) {
    return <LoadFailed icon="shield" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />;
  }
  if (!security) {
    return (
      <div className="money-page" aria-hidden="true">
        <div className="card">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height={24} />
          ))}
        </div>
        <div className="card">
          <Skeleton height={20} width="50%" />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      </div>
    );
  }
  return <SecurityCentre security={security} />;
}

/**
 * The screen once the player's facts are there. The payout accounts and the limits, below the
 * first view, are drawn in slices after it has been painted, each with their own answers.
 */
function SecurityCentre({ security }: { security: Security }) {
  const { t } = useTranslation();
  const belowFirstView = usePaintedOnce();
  return (
    <div className="money-page">
      <section className="card" aria-labelledby="security-facts-title">
        <h2 className="money-card-title" id="security-facts-title">
          {t('securityCentre.facts')}
        </h2>
        <Facts security={security} />
        <Link className="btn btn-ghost btn-block" to="/identityVerification">
          {t('page.identityVerification')}
        </Link>
        <Link className="btn btn-ghost btn-block" to={securityQuestionsPath}>
          {security.hasSecurityQuestions ? t('securityQuestions.view') : t('securityQuestions.setUp')}
        </Link>
      </section>
      <PaymentPasswordForm key={String(security.hasPaymentPassword)} hasPassword={security.hasPaymentPassword} />
      {belowFirstView && (
        <>
          <PayoutAccounts hasPassword={security.hasPaymentPassword} />
          {/* the player's limits, the same as on the responsible-gaming page, which has the other tools */}
          <LimitsPanel />
          <Link className="btn btn-ghost btn-block" to={responsibleGamingPath}>
            {t('page.responsibleGaming')}
          </Link>
        </>
      )}
    </div>
  );
}
