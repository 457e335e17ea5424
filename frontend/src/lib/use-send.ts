import { useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { errorMessage } from './account-rules';

type SendOptions = {
  /** The form's own rules (useForm's check): when they fail, nothing is sent. */
  check?: () => boolean;
  /**
   * Takes a refusal first: true when the form showed it itself (under its fields, in a state of
   * its own); otherwise the refusal's message is said over the form.
   */
  refused?: (err: unknown) => boolean | Promise<boolean>;
  /** A success takes the form away (the page moves on, a fresh form is drawn): it stays busy till then, so that a second tap sends nothing. */
  away?: boolean;
};

/**
 * A form's sending: `busy` while a send runs (its button disabled) and the `failure` said over
 * the form. `send` clears the last failure, checks the form, and runs `work` busy; busy ends
 * with a refusal, and with a success unless the send goes `away`.
 */
export function useSend() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (work: () => Promise<void>, { check, refused, away = false }: SendOptions = {}) => {
    setFailure(null);
    if (check && !check()) return;
    setBusy(true);
    try {
      await work();
      if (!away) setBusy(false);
    } catch (err) {
      setBusy(false);
      if (!(await refused?.(err))) setFailure(errorMessage(t, err));
    }
  };
  return { busy, failure, setFailure, send };
}
