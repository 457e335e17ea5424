// The contract prompts after login: up to three dialogs in turn, daily salary, dividend and
// hourly salary, for the requests the upstream reports pending. Cancel shows the next; go opens
// the contract's screen and ends the prompts. They come once per session: a session answered (or
// dismissed) is remembered for this tab. The shell loads this module lazily, after the first view,
// for a session of a type they come to (promptsContracts in paths.ts), players as well as agents:
// an agent asks its agent centre's paths, any other member its own. A dialog takes the focus, so
// none opens while the player is in a field or a form (a password, an answer, the button that
// sends them): they wait until the focus has left it.
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useContractPrompts } from '../../api/contract-requests';
import { useContractsOf } from '../../api/contracts';
import type { ContractKind } from '../../api/types';
import { useTranslation } from '../../i18n/i18n';
import { Modal } from '../../ui/modal';
import { contractPaths, promptsSeenKey } from './paths';

function wasShown(session: string): boolean {
  try {
    return sessionStorage.getItem(promptsSeenKey(session)) === '1';
  } catch {
    return false;
  }
}

function markShown(session: string): void {
  try {
    sessionStorage.setItem(promptsSeenKey(session), '1');
  } catch {
    // no storage: the prompts may come again on the next page load
  }
}

/** Whether the player is busy: the focus is in a field or anywhere in a form (a button just pressed). */
function busy(): boolean {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return false;
  return el.closest('form') !== null || el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || el.isContentEditable;
}

/** How often the focus is looked at again: a field removed while focused moves it without an event. */
const busyPollMs = 1000;

/**
 * Whether the player is busy, followed as the focus moves, and looked at again while `waiting` (a
 * prompt waits on it). Leaving a field is judged once the focus has landed (a task later): going
 * from one field to the next is still busy.
 */
function useBusy(waiting: boolean): boolean {
  const [now, setNow] = useState(busy);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setNow(busy());
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(check);
    };
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', later);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', later);
    };
  }, []);
  useEffect(() => {
    if (!waiting) return;
    const poll = setInterval(() => setNow(busy()), busyPollMs);
    return () => clearInterval(poll);
  }, [waiting]);
  return now;
}

/**
 * `session` names this login (the user and the cookie's end): a new login prompts again. `mark` is
 * drawn once the prompts have decided (a login already prompted, or the answer known, or its
 * failure): with the prompt they show, in the same commit, or with none, when the answer names none
 * or the player is in a form (held: the prompt comes once the focus leaves it).
 */
export function ContractPrompts({ session, mark }: { session: string; mark?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [already] = useState(() => wasShown(session));
  const { data, error } = useContractPrompts(useContractsOf(), already ? null : session);
  const [index, setIndex] = useState(0);
  const kinds: ContractKind[] = data?.prompts ?? [];
  const kind = kinds[index];
  const held = useBusy(!already && kind !== undefined);
  const decided = already || data !== undefined || error !== undefined;
  const drawn = decided ? mark : null;
  if (already || kind === undefined || held) return <>{drawn}</>;
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
    <>
      {drawn}
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
    </>
  );
}
