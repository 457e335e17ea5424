import { useLocation } from 'react-router';
import { Icon } from '../../ui/icons';
import { titleFor } from '../routes';
import { useGoBack } from '../../lib/use-go-back';
import { lazy, Suspense, useEffect } from 'react';
import { useSessionQuery } from '../../api/session';
import { loadAllStrings, useAllStrings, useTranslation } from '../../i18n/i18n';
import './back-bar.css';

const SessionClock = lazy(() => import('./session-clock').then((m) => ({ default: m.SessionClock })));

/**
 * Pages other than home: a back button, the path's title and a player's time since login. The
 * titles are not in the first view's strings (build/i18n-core-plugin.ts): the bar asks for them
 * and shows the title once here.
 */
export function BackBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const ready = useAllStrings();
  const { data: session } = useSessionQuery();
  const loginAt = session?.authenticated ? session.loginAt : undefined;
  useEffect(() => {
    void loadAllStrings();
  }, []);
  const space = <span className="icon-btn-space" aria-hidden="true" />;
  return (
    <header className="back-bar">
      <button type="button" className="icon-btn" aria-label={t('app.back')} onClick={goBack}>
        <Icon name="back" />
      </button>
      <h1 className="back-bar-title">{ready ? t(titleFor(pathname)) : ''}</h1>
      {loginAt && ready ? (
        <Suspense fallback={space}>
          <SessionClock loginAt={loginAt} />
        </Suspense>
      ) : (
        space
      )}
    </header>
  );
}
