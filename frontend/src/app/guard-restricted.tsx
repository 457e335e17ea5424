import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loadAllStrings, useTranslation } from '../i18n/i18n';
import { useToast } from '../ui/toast';
import { homePath } from '../config/paths';
import type { Access } from './route-table';
import { useSession, type LoginState } from '../domain/session/session';
import { PageSkeleton } from '../ui/page-skeleton';
import { RealAccountNotice } from '../domain/money/real-account';

/** A deposit refused to a member type that is no player (free_reject): the toast, then home. */
function Refused() {
  const { t } = useTranslation();
  const { show } = useToast();
  useEffect(() => {
    void loadAllStrings().then(() => show(t('errors.free_reject'), 'short'));
  }, [show, t]);
  return <Navigate to={homePath} replace />;
}

/**
 * Login-required screens send a visitor to /m/login, remembering where they were going (the login
 * returns there). Agent screens send anyone but an agent home; deposit needs a member type that
 * may deposit: a free trial account is offered a real account in the screen's place, any other
 * gets free_reject. Nothing is decided before the session is known.
 */
export function RestrictedGuard({ access, children }: { access: Exclude<Access, 'all'>; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.loading) return <PageSkeleton />;
  if (access === 'agent') return session.isAgent ? children : <Navigate to={homePath} replace />;
  if (!session.authenticated) {
    const state: LoginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (access === 'deposit' && !session.canDeposit) {
    return session.role === 'trial' ? <RealAccountNotice icon="wallet" from={location.pathname} /> : <Refused />;
  }
  return children;
}
