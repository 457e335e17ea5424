import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Site } from '../../api/types';
import { onApiError } from '../../api/client';
import { useApplySession, visitorSession } from '../../api/session';
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
import { useNearScreen } from '../../lib/near-screen';
import { RouteErrorBoundary } from './route-error-boundary';
import { useGoBack } from '../../lib/use-go-back';
import './shell.css';

// The panels are closed on the first view and the footer is below it: their code comes later,
// the footer's once the first view has been painted and the player scrolls towards it.
// The panels carry account entries (sign out ...): their strings come with them.
const SideMenu = lazy(() => Promise.all([import('./side-menu'), loadAllStrings()]).then(([m]) => ({ default: m.SideMenu })));
const Footer = lazy(() => Promise.all([import('./footer'), loadAllStrings()]).then(([m]) => ({ default: m.Footer })));
const MemberPanel = lazy(() => Promise.all([import('./member-panel'), loadAllStrings()]).then(([m]) => ({ default: m.MemberPanel })));
// After the first view: popups, the customer-service button, the network notices, the
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
  // A session the player's own time limit ended says so on the login page.
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

  return (
    <DownloadProvider site={site}>
      <DocumentTitle site={site} />
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
          <Suspense fallback={null}>
            <FooterPlace site={site} compact={!home} />
          </Suspense>
        </main>
        {showsBottomNav(location.pathname) && <BottomNav />}
        <Suspense fallback={null}>
          {openSide === 'left' && <SideMenu site={site} onClose={close} />}
          {openSide === 'right' && <MemberPanel site={site} onClose={close} />}
          <OnceSettled>
            <AfterFirstView site={site} pathname={location.pathname} locationKey={location.key} />
          </OnceSettled>
        </Suspense>
        <Suspense fallback={null}>
          <OnceFirstPainted>
            <ProtectionShell site={site} pathname={location.pathname} />
          </OnceFirstPainted>
        </Suspense>
      </div>
    </DownloadProvider>
  );
}

// The stages of the page's start and the whole strings re-render these small parts, not the shell:
// a render of the shell is one of the header, the bottom navigation and the page's frame too.

function OnceFirstPainted({ children }: { children: ReactNode }) {
  return useFirstPaintDone() ? children : null;
}

function OnceSettled({ children }: { children: ReactNode }) {
  return usePageSettled() ? children : null;
}

/** How far below the screen (px) the footer starts to be drawn: it is there before a scroll shows it. */
const footerMarginPx = 600;

/**
 * The footer, once the first view has been painted and the player comes near the page's end (at
 * once on a page shorter than the screen): on a long page such as home it is neither loaded nor
 * drawn while the page loads.
 */
function FooterPlace({ site, compact }: { site: Site; compact: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place, `${footerMarginPx}px`);
  const painted = useFirstPaintDone();
  return near && painted ? <Footer site={site} compact={compact} /> : <div ref={place} aria-hidden="true" />;
}

/** The page's title, once the whole strings (page titles among them) are here; the site's name until then. */
function DocumentTitle({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titled = useAllStrings();
  const title = isHomePath(pathname) || !titled ? site.name : `${t(titleFor(pathname))} · ${site.name}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
