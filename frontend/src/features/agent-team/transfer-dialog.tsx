import { useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { newIdempotencyKey } from '../../api/idempotency';
import type { Downline } from '../../api/types';
import { useTransferToDownline } from '../../api/agent-transfers';
import { useSite } from '../../api/site';
import { AmountField } from '../../domain/money/amount-field';
import { moneyFieldMessage } from '../../domain/money/money-messages';
import { Money, OutcomeUnknown } from '../../domain/money/money-widgets';
import { accountRecordPath } from '../../domain/money/paths';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { parseAmountInput } from '../../lib/amount';
import { formatMoney } from '../../lib/format';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';

/**
 * A transfer to a downline: a money write. Each submission has a key of its own, made when the
 * agent taps transfer; a double tap while it is on its way sends nothing more; an answer that
 * never came (outcome_unknown) leads to the account record, never to a second send. `onSettled`
 * follows every answer (the team's list asks again: a paged list is not revalidated by path).
 */
export function TransferDialog({ downline, onClose, onSettled }: { downline: Downline; onClose: () => void; onSettled: () => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const toast = useToast();
  const { data: site } = useSite();
  const currency = site?.currency;
  const transfer = useTransferToDownline();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<unknown>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (sending.current) return;
    // the canonical form ("1500", "25.5"), as the wallets send it: never Bengali digits or commas
    const canonical = parseAmountInput(amount);
    if (canonical === null) {
      setError(t('money.amountInvalid'));
      return;
    }
    sending.current = true;
    setBusy(true);
    setError(undefined);
    setProblem(null);
    try {
      const done = await transfer({ userName: downline.userName, amount: canonical }, newIdempotencyKey());
      toast.show(t('agent.transfer.done', { amount: formatMoney(done.amount, currency, lng), user: done.userName }));
      onClose();
    } catch (e) {
      const field = e instanceof ApiError ? e.fields.find((f) => f.name === 'amount') : undefined;
      if (field) setError(moneyFieldMessage(t, field, { currency, lng }));
      else setProblem(e);
    } finally {
      sending.current = false;
      setBusy(false);
      // done, refused or unknown: the team's balances may have changed either way
      onSettled();
    }
  };
  const unknown = problem instanceof ApiError && problem.code === 'outcome_unknown';
  return (
    <Modal
      open
      title={t('agent.transfer.title', { user: downline.userName })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('app.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy || unknown} onClick={() => void submit()}>
            {busy ? t('app.loading') : t('agent.transfer.send')}
          </button>
        </>
      }
    >
      <p className="record-sub transfer-balance">
        {t('agent.team.balance')} <Money value={downline.balance} currency={currency} />
      </p>
      <AmountField label={t('agent.transfer.amount')} value={amount} onChange={setAmount} error={error} currency={currency} presets={['100.00', '500.00', '1000.00']} />
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
