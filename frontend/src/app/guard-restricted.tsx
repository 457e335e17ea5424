import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loadAllStrings, useTranslation } from '../i18n/i18n';
import { useToast } from '../ui/toast';
import { homePath } from '../config/paths';
import type { Access } from './route-table';
import { useSession, type LoginState } from '../domain/session/session';
import { PageSkeleton } from '../ui/page-skeleton';

/** A refused deposit: the free_reject toast, then home. */
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
 * may deposit (others get free_reject). Nothing is decided before the session is known.
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
  if (access === 'deposit' && !session.canDeposit) return <Refused />;
  return children;
}
