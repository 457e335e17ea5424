import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadAllStrings, useTranslation } from '../../i18n/i18n';
import { useToast } from '../../ui/toast';
import { useSession, type LoginState } from './session';

/** What a free (type 4) account is refused: deposit, the inbox and live chat. */
export type GatedFeature = 'deposit' | 'inbox' | 'chat';

/**
 * Runs `go` when the player may use the feature: a visitor goes to log in; a trial account (and,
 * for deposit, any type that may not deposit) gets the free_reject toast instead.
 */
export function useMemberGate(): (feature: GatedFeature, go: () => void) => void {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { show } = useToast();
  const { t } = useTranslation();
  return useCallback(
    (feature, go) => {
      if (session.loading) return;
      if (!session.authenticated) {
        const state: LoginState = { from: `${location.pathname}${location.search}` };
        void navigate('/login', { state });
        return;
      }
      const refused = feature === 'deposit' ? !session.canDeposit : session.role === 'trial';
      if (refused) {
        void loadAllStrings().then(() => show(t('errors.free_reject'), 'short'));
        return;
      }
      go();
    },
    [session, navigate, location, show, t],
  );
}

/** Goes to `path` through the gate of `feature` (see useMemberGate): the deposit page, the inbox. */
export function useGatedPath(): (feature: GatedFeature, path: string) => void {
  const gate = useMemberGate();
  const navigate = useNavigate();
  return useCallback((feature, path) => gate(feature, () => void navigate(path)), [gate, navigate]);
}
