// The contract prompts after login (specs/accounts.md, agent home): up to three dialogs in turn,
// daily salary, dividend and hourly salary, for the requests the upstream reports pending. Cancel
// shows the next; go opens the contract's screen and ends the prompts. They come once per
// session: a session answered (or dismissed) is remembered for this tab. The shell loads this
// module lazily, for an agent session alone, after the first view.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useContractPrompts } from '../../api/contract-requests';
import type { ContractKind } from '../../api/types';
import { useTranslation } from '../../i18n/i18n';
import { Modal } from '../../ui/modal';
import { contractPaths } from './paths';

const storageKey = (session: string) => `contractPrompts:${session}`;

function wasShown(session: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(session)) === '1';
  } catch {
    return false;
  }
}

function markShown(session: string): void {
  try {
    sessionStorage.setItem(storageKey(session), '1');
  } catch {
    // no storage: the prompts may come again on the next page load
  }
}

/** `session` names this login (the user and the cookie's end): a new login prompts again. */
export function ContractPrompts({ session }: { session: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [already] = useState(() => wasShown(session));
  const { data } = useContractPrompts(already ? null : session);
  const [index, setIndex] = useState(0);
  const kinds: ContractKind[] = data?.prompts ?? [];
  const kind = kinds[index];
  if (already || kind === undefined) return null;
  const next = () => {
    if (index + 1 >= kinds.length) markShown(session);
    setIndex(index + 1);
  };
  const go = () => {
    markShown(session);
    setIndex(kinds.length);
    void navigate(contractPaths[kind]);
  };
  return (
    <Modal
      open
      title={t(`agent.prompt.${kind}.title`)}
      onClose={next}
      closeOnMask={false}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={next}>
            {t('app.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={go}>
            {t('agent.prompt.go')}
          </button>
        </>
      }
    >
      <p>{t(`agent.prompt.${kind}.text`)}</p>
    </Modal>
  );
}
