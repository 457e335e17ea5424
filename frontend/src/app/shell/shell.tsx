import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Site } from '../../api/types';
import { onApiError } from '../../api/client';
import { useApplySession, useSessionQuery, visitorSession } from '../../api/session';
import { loadAllStrings, useAllStrings, useTranslation } from '../../i18n/i18n';
import type { SessionEndedState } from '../../domain/protection/session-endings';
import { isHomePath, ownsBackBar, showsBottomNav, titleFor } from '../routes';
import { AnnouncementBar } from './announcement-bar';
import { BackBar } from './back-bar';
import { BottomNav } from './bottom-nav';
import { DownloadBar } from './download-bar';
import { DownloadProvider } from './download';
import { Header } from './header';
import { PageSkeleton } from '../../ui/page-skeleton';
import { afterFirstPaint, useFirstPaintDone, usePageSettled } from '../../lib/first-paint';
import { RouteErrorBoundary } from './route-error-boundary';
import { useGoBack } from '../../lib/use-go-back';
import './shell.css';

// The panels are closed on the first view and the footer is below it: their code comes later,
// the footer's once the first view has been painted.
// The panels carry account entries (sign out ...): their strings come with them.
const SideMenu = lazy(() => Promise.all([import('./side-menu'), loadAllStrings()]).then(([m]) => ({ default: m.SideMenu })));
const Footer = lazy(() => Promise.all([import('./footer'), loadAllStrings()]).then(([m]) => ({ default: m.Footer })));
const MemberPanel = lazy(() => Promise.all([import('./member-panel'), loadAllStrings()]).then(([m]) => ({ default: m.MemberPanel })));
// After the first view: popups, the customer-service button, the network notices, an agent's
// contract prompts (after-first-view.tsx).
const AfterFirstView = lazy(() => import('./after-first-view').then((m) => ({ default: m.AfterFirstView })));
// Player protection after the first view: the age gate, a player's reality checks (protection-shell.tsx).
const ProtectionShell = lazy(() => import('./protection-shell').then((m) => ({ default: m.ProtectionShell })));

/** A swipe to the right this long (px) goes back. */
export const swipeBackPx = 100;

type Panel = { side: 'left' | 'right'; at: string };

/**
 * Header or back bar, the page, footer and bottom navigation as the route asks. A page reached by
 * navigating enters in 300 ms; the first page of a visit has nothing to move from and shows at once.
 */
export function Shell({ site }: { site: Site }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const home = isHomePath(location.pathname);
  // A panel belongs to the location it was opened on: any navigation closes it.
  const [panel, setPanel] = useState<Panel | null>(null);
  const openSide = panel?.at === location.key ? panel.side : null;
  const close = useCallback(() => setPanel(null), []);
  const touch = useRef<{ x: number; y: number } | null>(null);
  // the location the visit started on
  const [entryKey] = useState(location.key);

  // Any call answering that the session is missing or ended: forget it and log in, then come back.
  // A session the player's own time limit ended (issue 19) says so on the login page.
  const applySession = useApplySession();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);
  useEffect(
    () =>
      onApiError((e) => {
        const limited = e.code === 'session_limit_reached';
        if (!limited && e.code !== 'login_required' && e.code !== 'session_expired') return;
        void applySession(visitorSession);
        const from = here.current;
        const onLogin = from.toLowerCase().startsWith('/login');
        if (onLogin && !limited) return;
        const state: SessionEndedState = { ...(!onLogin && { from }), ...(limited && { ended: 'session_limit_reached' as const }) };
        void navigate('/login', { replace: limited, state });
      }),
    [navigate, applySession],
  );

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [location.pathname]);
  useEffect(afterFirstPaint, []);
  const painted = useFirstPaintDone();
  const settled = usePageSettled();
  // Agents (any type but 0, 4 and 40: isAgent) other than 41 and 42 get the contract prompts once
  // per login, after the first view; the session's user and end name the login.
  const { data: session } = useSessionQuery();
  const prompted = painted && session?.isAgent === true && session.type !== 41 && session.type !== 42;

  // page titles come with the whole strings (the back bar asks for them)
  const titled = useAllStrings();
  const title = home || !titled ? site.name : `${t(titleFor(location.pathname))} · ${site.name}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <DownloadProvider site={site}>
      <div className={`app${showsBottomNav(location.pathname) ? ' has-bottom-nav' : ''}`}>
        {home && <DownloadBar site={site} />}
        {home ? (
          <Header
            site={site}
            menuOpen={openSide === 'left'}
            memberOpen={openSide === 'right'}
            onMenu={() => setPanel({ side: 'left', at: location.key })}
            onMember={() => setPanel({ side: 'right', at: location.key })}
          />
        ) : ownsBackBar(location.pathname) ? null : (
          <BackBar />
        )}
        {home && <AnnouncementBar />}
        <main
          id="main"
          key={location.pathname}
          className={location.key === entryKey ? 'page' : 'page page-enter'}
          onTouchStart={(e) => {
            const t = e.touches[0];
            touch.current = !home && t ? { x: t.clientX, y: t.clientY } : null;
          }}
          onTouchEnd={(e) => {
            const start = touch.current;
            const t = e.changedTouches[0];
            touch.current = null;
            if (!start || !t) return;
            const dx = t.clientX - start.x;
            if (dx >= swipeBackPx && Math.abs(t.clientY - start.y) < dx / 2) goBack();
          }}
        >
          <RouteErrorBoundary resetKey={location.pathname} message={t('app.loadFailed')} retry={t('app.retry')}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
          <Suspense fallback={null}>{painted && <Footer site={site} compact={!home} />}</Suspense>
        </main>
        {showsBottomNav(location.pathname) && <BottomNav />}
        <Suspense fallback={null}>
          {openSide === 'left' && <SideMenu site={site} onClose={close} />}
          {openSide === 'right' && <MemberPanel site={site} onClose={close} />}
          {settled && (
            <AfterFirstView
              site={site}
              pathname={location.pathname}
              locationKey={location.key}
              prompts={prompted ? `${session.userName ?? ''}:${session.expiresAt ?? ''}` : null}
            />
          )}
        </Suspense>
        <Suspense fallback={null}>{painted && <ProtectionShell site={site} pathname={location.pathname} />}</Suspense>
      </div>
    </DownloadProvider>
  );
}
