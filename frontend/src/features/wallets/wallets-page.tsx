import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { newIdempotencyKey } from '../../api/idempotency';
import { useSite } from '../../api/site';
import type { GameWallet } from '../../api/types';
import { useRecall } from '../../api/wallet-recalls';
import { useTransfer } from '../../api/wallet-transfers';
import { useWallets } from '../../api/wallets';
import { AmountField } from '../../domain/money/amount-field';
import { moneyFieldMessage } from '../../domain/money/money-messages';
import { Money, OutcomeUnknown } from '../../domain/money/money-widgets';
import { DepositWithdrawButtons } from '../../domain/money/money-buttons';
import { accountRecordPath } from '../../domain/money/paths';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { compareAmounts, parseAmountInput } from '../../lib/amount';
import { formatMoney } from '../../lib/format';
import { useForm, type Errors } from '../../lib/form';
import { useSend } from '../../lib/use-send';
import { AccountIcon } from '../../ui/account-icons';
import { BusyButton } from '../../ui/busy-button';
import { FormError, Segmented, SelectField } from '../../ui/field';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';
import './wallets.css';

type Direction = 'in' | 'out';
type Write = 'transfer' | 'recall';
type Values = { wallet: string; amount: string };

function WalletsSkeleton() {
  return (
    <div className="money-page" aria-hidden="true">
      <Skeleton height={112} radius={12} />
      <div className="card">
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={44} />
      </div>
      <div className="card">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={44} />
        ))}
      </div>
    </div>
  );
}

/**
 * /m/wallets: the total, the main wallet and every game wallet; a transfer between the main
 * wallet and a game wallet (either way, with an "all" button), and "recall all" back to the main
 * wallet. Each write sends its own Idempotency-Key and is never sent again by the site.
 */
export function WalletsPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const toast = useToast();
  const { data: site } = useSite();
  const currency = site?.currency;
  const { data: wallets, error, mutate, isValidating } = useWallets(true);
  const transfer = useTransfer();
  const recall = useRecall();
  const [direction, setDirection] = useState<Direction>('in');
  // each write's sending, its failure shown by the action that sent it (the transfer form, the recall)
  const transferring = useSend();
  const recalling = useSend();
  const busy = transferring.busy || recalling.busy;
  const [unknown, setUnknown] = useState<Write | null>(null);

  const games = wallets?.games ?? [];
  const validate = (v: Values): Errors<Values> => {
    const e: Errors<Values> = {};
    if (!wallets) return e;
    const game = games.find((g) => g.id === v.wallet);
    if (!game) e.wallet = t('wallets.chooseWallet');
    const amount = parseAmountInput(v.amount);
    const source = direction === 'in' ? wallets.main : game;
    if (!amount) e.amount = t('money.amountInvalid');
    else if (source && compareAmounts(amount, source.balance) > 0) e.amount = t('errors.insufficient_funds');
    return e;
  };
  const form = useForm<Values>({ wallet: '', amount: '' }, validate);
  const v = form.values;

  if (error && !wallets) {
    return <LoadFailed icon="wallet" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />;
  }
  if (!wallets) return <WalletsSkeleton />;

  const game = games.find((g) => g.id === v.wallet);
  const source: GameWallet | undefined = direction === 'in' ? wallets.main : game;
  const held = games.filter((g) => /[1-9]/.test(g.balance));

  const refusedBy = (of: Write) => (err: unknown) => {
    if (!(err instanceof ApiError && err.code === 'outcome_unknown')) return form.showRefused(err, (f) => moneyFieldMessage(t, f, { currency, lng }), ['amount']);
    setUnknown(of);
    return true;
  };
  const clear = () => {
    transferring.setFailure(null);
    recalling.setFailure(null);
    setUnknown(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    clear();
    // the form's rules ask for a game wallet: without one, check says so
    if (!game) {
      form.check();
      return;
    }
    const amount = parseAmountInput(v.amount) ?? v.amount;
    void transferring.send(
      async () => {
        // one key per submission: the player's next tap is a new submission with a new key
        await transfer(direction === 'in' ? { from: 'MAIN', to: game.id, amount } : { from: game.id, to: 'MAIN', amount }, newIdempotencyKey());
        // ready for the next transfer from the same wallet: the amount empty, and not wrong
        form.reset('amount');
        toast.show(t('wallets.transferred'), 'default');
      },
      { check: form.check, refused: refusedBy('transfer') },
    );
  };

  const recallAll = () => {
    clear();
    return recalling.send(
      async () => {
        await recall(newIdempotencyKey());
        toast.show(t('wallets.recalled'), 'default');
      },
      { refused: refusedBy('recall') },
    );
  };

  return (
    <div className="money-page wallets-page">
      <section className="money-hero" aria-label={t('wallets.total')}>
        <p className="money-hero-label">{t('wallets.total')}</p>
        <p className="money-hero-amount">{formatMoney(wallets.total, currency, lng)}</p>
        <div className="wallets-hero-actions">
          <DepositWithdrawButtons />
          <Link className="btn btn-ghost btn-sm" to={accountRecordPath}>
            {t('member.accountRecord')}
          </Link>
        </div>
      </section>

      <form className="card form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="wallets-transfer-title">
        <h2 className="money-card-title" id="wallets-transfer-title">
          {t('wallets.transfer')}
        </h2>
        <Segmented<Direction>
          label={t('wallets.direction')}
          value={direction}
          onChange={(d) => {
            setDirection(d);
            clear();
          }}
          options={[
            { value: 'in', label: t('wallets.toGame') },
            { value: 'out', label: t('wallets.toMain') },
          ]}
        />
        <SelectField
          label={t('wallets.gameWallet')}
          placeholder={t('wallets.chooseWallet')}
          options={games.map((g) => ({
            value: g.id,
            label: `${g.name || g.id} · ${formatMoney(g.balance, currency, lng)}${g.locked ? ` · ${t('wallets.locked')}` : ''}`,
            disabled: g.locked,
          }))}
          {...form.field('wallet')}
        />
        <AmountField
          label={t('money.amount')}
          currency={currency}
          hint={source ? t('wallets.available', { amount: formatMoney(source.balance, currency, lng) }) : undefined}
          onAll={source ? () => form.set('amount', source.balance) : undefined}
          {...form.field('amount')}
        />
        {unknown === 'transfer' && <OutcomeUnknown record={accountRecordPath} />}
        <FormError message={transferring.failure} />
        <BusyButton type="submit" className="btn btn-primary btn-block" busy={transferring.busy} disabled={busy}>
          {t('wallets.transferSubmit')}
        </BusyButton>
      </form>

      <section className="card" aria-labelledby="wallets-list-title">
        <div className="wallets-list-head">
          <h2 className="money-card-title" id="wallets-list-title">
            {t('wallets.list')}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy || held.length === 0} onClick={() => void recallAll()}>
            {recalling.busy ? <span className="spinner spinner-dark" aria-hidden="true" /> : <AccountIcon name="refresh" size={16} />}
            {t('wallets.recallAll')}
          </button>
        </div>
        {unknown === 'recall' && <OutcomeUnknown record={accountRecordPath} />}
        <FormError message={recalling.failure} />
        <ul className="wallet-rows">
          <li className="wallet-row wallet-row-main">
            <span className="wallet-name">{t('wallets.main')}</span>
            <Money value={wallets.main.balance} currency={currency} />
          </li>
          {games.map((g) => (
            <li key={g.id} className="wallet-row">
              <span className="wallet-name">
                {g.name || g.id}
                {g.locked && <span className="wallet-locked">{t('wallets.locked')}</span>}
              </span>
              <Money value={g.balance} currency={currency} className={/[1-9]/.test(g.balance) ? undefined : 'money-zero'} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
