import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { loadAllStrings, useTranslation } from '../../i18n/i18n';
import { useMemberGate } from '../session/member-gate';
import { useSession } from '../session/session';
import { depositPath, withdrawPath } from './paths';

// Only a trial account ever opens it: its code and strings come when it does (the header and the
// lobby pages carry neither).
const RealAccountDialog = lazy(() => Promise.all([import('./real-account-dialog'), loadAllStrings()]).then(([m]) => ({ default: m.RealAccountDialog })));

/**
 * The offer of a real account to a free trial account, as a dialog: registration, a login that
 * returns to `from`, or later. `text` says what the trial account was after (default: deposits
 * and withdrawals).
 */
export function RealAccountPrompt(props: { open: boolean; onClose: () => void; from: string; text?: string }) {
  return props.open ? (
    <Suspense fallback={null}>
      <RealAccountDialog {...props} />
    </Suspense>
  ) : null;
}

/**
 * A deposit button's tap, and the dialog it may open: the deposit page through the member gate (a
 * visitor logs in, a type that may not deposit is refused); a free trial account is offered a
 * real account instead (register, or log in and come back to the deposit page). Every deposit
 * button but the deposit page's own goes through here (the header's "+", the lobby's, the member
 * centre's, the wallets', the member panel's and the side menu's).
 */
export function useDepositButton(): { deposit: () => void; dialog: ReactNode } {
  const gate = useMemberGate();
  const navigate = useNavigate();
  const session = useSession();
  const [asked, setAsked] = useState(false);
  const deposit = () => {
    if (session.role === 'trial') setAsked(true);
    else gate('deposit', () => void navigate(depositPath));
  };
  const dialog = <RealAccountPrompt open={asked} onClose={() => setAsked(false)} from={depositPath} />;
  return { deposit, dialog };
}

/** Deposit (see useDepositButton) and withdraw, as small buttons in a summary of the member's money. */
export function DepositWithdrawButtons() {
  const { t } = useTranslation();
  const { deposit, dialog } = useDepositButton();
  return (
    <>
      <button type="button" className="btn btn-accent btn-sm" onClick={deposit}>
        {t('member.deposit')}
      </button>
      <Link className="btn btn-ghost btn-sm" to={withdrawPath}>
        {t('member.withdraw')}
      </Link>
      {dialog}
    </>
  );
}

/** The lobby's deposit: a link to the deposit page, or for a free trial account the offer of a real account. */
export function DepositLink({ className, children }: { className: string; children: ReactNode }) {
  const session = useSession();
  const { deposit, dialog } = useDepositButton();
  if (session.role !== 'trial') {
    return (
      <Link className={className} to={depositPath}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={deposit}>
        {children}
      </button>
      {dialog}
    </>
  );
}
