import { useState } from 'react';
import { ApiError } from '../../api/client';
import { newIdempotencyKey } from '../../api/idempotency';
import { useTranslation } from '../../i18n/i18n';
import { useSend } from '../../lib/use-send';
import { claimErrorMessage } from './claim-messages';

/**
 * One claim button's state around a money write: each tap sends `write` with a new
 * Idempotency-Key (never resent by the site); a refusal becomes its message, an answer that never
 * came (outcome_unknown) is told apart so the screen points to where the player can check.
 * `said` words a refusal code the screen knows better (a red-envelope rain that is over).
 */
export function useClaim<T>(write: (idempotencyKey: string) => Promise<T>, done: (answer: T) => void, said?: (code: string) => string | undefined) {
  const { t } = useTranslation();
  const { busy, failure, setFailure, send } = useSend();
  const [unknown, setUnknown] = useState(false);
  const go = async () => {
    setUnknown(false);
    await send(async () => done(await write(newIdempotencyKey())), {
      refused: (err) => {
        if (err instanceof ApiError && err.code === 'outcome_unknown') setUnknown(true);
        else setFailure((err instanceof ApiError && said?.(err.code)) || claimErrorMessage(t, err));
        return true;
      },
    });
  };
  return { go, busy, failure, unknown };
}
