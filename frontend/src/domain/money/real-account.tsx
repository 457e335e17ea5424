// A free trial account (type 4) may neither deposit nor withdraw. Where it asks to, the site says
// so and offers the way on, never a dead end: register a real account, or log in with one (the
// login returns to `from`, the screen the player was going to). The dialog is real-account-dialog.tsx,
// which the buttons load when a trial account taps one.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import type { IconName } from '../../ui/icons';
import type { LoginState } from '../session/session';
import './money.css';

/** Register and log in, side by side, and what else the place adds (the dialog's "later"); `from` is where a login returns. */
export function RealAccountLinks({ from, children }: { from: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const state: LoginState = { from };
  return (
    <div className="money-actions real-account-actions">
      <Link className="btn btn-primary" to="/register">
        {t('member.registerNow')}
      </Link>
      <Link className="btn btn-ghost" to="/login" state={state}>
        {t('header.login')}
      </Link>
      {children}
    </div>
  );
}

/** The refusal in place of a screen a trial account may not use (the withdrawal). */
export function RealAccountNotice({ icon, from }: { icon: IconName; from: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon={icon} text={t('money.realAccount.text')}>
      <RealAccountLinks from={from} />
    </EmptyState>
  );
}
