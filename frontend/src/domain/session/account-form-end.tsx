import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { SocialSignIn } from './firebase-sign-in';

/**
 * The end the login and registration forms share: their submit button, the way to the other
 * form, the free trial, and the social sign-in the site offers.
 */
export function AccountFormEnd({ submit, disabled, busy, other, social }: {
  submit: string;
  disabled: boolean;
  busy: boolean;
  /** "No account yet? Sign up": the question, the link's words and its path. */
  other: { question: string; label: string; to: string };
  social: ComponentProps<typeof SocialSignIn>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button type="submit" className="btn btn-primary btn-block" disabled={disabled} aria-busy={busy || undefined}>
        {submit}
      </button>
      <p className="form-links">
        <span>{other.question}</span>
        <Link to={other.to}>{other.label}</Link>
      </p>
      <p className="form-links">
        <Link to="/trail">{t('trial.tryFree')}</Link>
      </p>
      <SocialSignIn {...social} />
    </>
  );
}
