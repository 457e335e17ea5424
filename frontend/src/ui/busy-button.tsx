import type { ButtonHTMLAttributes } from 'react';

/**
 * A button whose action is on its way: disabled, with a spinner before its text, while `busy`;
 * `disabled` adds the caller's own reasons (an unchanged choice, a form not yet ready).
 */
export function BusyButton({
  busy,
  disabled,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { type: 'button' | 'submit'; busy: boolean }) {
  return (
    <button disabled={busy || disabled} {...button}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
