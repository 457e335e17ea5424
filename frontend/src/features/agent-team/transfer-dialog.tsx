import { useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { newIdempotencyKey } from '../../api/idempotency';
import type { Downline } from '../../api/types';
import { useTransferToDownline } from '../../api/agent-transfers';
import { useSite } from '../../api/site';
import { useWallets } from '../../api/wallets';
import { AmountField } from '../../domain/money/amount-field';
import { moneyFieldMessage } from '../../domain/money/money-messages';
import { Money, OutcomeUnknown } from '../../domain/money/money-widgets';
import { accountRecordPath } from '../../domain/money/paths';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { compareAmounts, parseAmountInput } from '../../lib/amount';
import { formatMoney } from '../../lib/format';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';

/**
 * A transfer to a downline: money leaving the agent's main wallet for someone else. The dialog
 * shows what the main wallet holds (GET /wallets' main, the wallet the BFF pays from and checks:
 * more is insufficient_funds before anything is sent); an amount is checked against it, then
 * confirmed by name and amount before it goes. Each confirmed submission has a key of its own,
 * made at that tap; a double tap while it is on its way sends nothing more; an answer that never
 * came (outcome_unknown) leads to the account record, never to a second send. `onSettled` follows
 * every answer (the team's list asks again: a paged list is not revalidated by path).
 */
export function TransferDialog({ downline, onClose, onSettled }: { downline: Downline; onClose: () => void; onSettled: () => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const toast = useToast();
  const { data: site } = useSite();
  const currency = site?.currency;
  const { data: wallets } = useWallets(true);
  const main = wallets?.main.balance;
  const transfer = useTransferToDownline();
  const [amount, setAmount] = useState('');
  // the canonical amount ("1500", "25.5") the agent is asked to confirm; null while choosing it
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<unknown>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const user = downline.userName;
  const unknown = problem instanceof ApiError && problem.code === 'outcome_unknown';

  /** The amount checked (a number, within the main wallet), then the confirmation. */
  const next = () => {
    // the canonical form, as the wallets send it: never Bengali digits or commas
    const canonical = parseAmountInput(amount);
    setProblem(null);
    if (canonical === null) setError(t('money.amountInvalid'));
    else if (main !== undefined && compareAmounts(canonical, main) > 0) setError(t('errors.insufficient_funds'));
    else {
      setError(undefined);
      setConfirming(canonical);
    }
  };

  const send = async (canonical: string) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const done = await transfer({ userName: user, amount: canonical }, newIdempotencyKey());
      toast.show(t('agent.transfer.done', { amount: formatMoney(done.amount, currency, lng), user: done.userName }));
      onClose();
    } catch (e) {
      const field = e instanceof ApiError ? e.fields.find((f) => f.name === 'amount') : undefined;
      if (field) {
        setError(moneyFieldMessage(t, field, { currency, lng }));
        setConfirming(null);
      } else if (e instanceof ApiError && e.code === 'insufficient_funds') {
        // the main wallet held less by the time it was asked: the amount is the thing to change
        setError(t('errors.insufficient_funds'));
        setConfirming(null);
      } else setProblem(e);
    } finally {
      sending.current = false;
      setBusy(false);
      // done, refused or unknown: the team's and the agent's balances may have changed either way
      onSettled();
    }
  };

  const sum = confirming === null ? '' : formatMoney(confirming, currency, lng);
  return (
    <Modal
      open
      title={t('agent.transfer.title', { user })}
      onClose={onClose}
      footer={
        confirming === null ? (
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t('app.cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={next}>
              {t('agent.transfer.next')}
            </button>
          </>
        ) : (
          <>
            {/* after a lost answer the agent checks the record: nothing here leads to a second send */}
            <button type="button" className="btn btn-ghost" disabled={busy || unknown} onClick={() => setConfirming(null)}>
              {t('agent.transfer.change')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy || unknown} onClick={() => void send(confirming)}>
              {busy ? t('app.loading') : t('agent.transfer.send')}
            </button>
          </>
        )
      }
    >
      <p className="record-sub transfer-balance">
        {t('agent.transfer.mainWallet')} {main === undefined ? '…' : <Money value={main} currency={currency} />}
      </p>
      {confirming === null ? (
        <AmountField label={t('agent.transfer.amount')} value={amount} onChange={setAmount} error={error} currency={currency} presets={['100.00', '500.00', '1000.00']} />
      ) : (
        <p className="transfer-confirm" role="status">
          {t('agent.transfer.confirm', { amount: sum, user })}
        </p>
      )}
      {unknown ? (
        <OutcomeUnknown record={accountRecordPath} />
      ) : problem ? (
        <p className="field-error" role="alert">
          {errorMessage(t, problem)}
        </p>
      ) : null}
    </Modal>
  );
}
