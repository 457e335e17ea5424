import { useLocation } from 'react-router';
import { Icon } from '../../ui/icons';
import { titleFor } from '../routes';
import { useGoBack } from '../../lib/use-go-back';
import { useEffect } from 'react';
import { loadAllStrings, useAllStrings, useTranslation } from '../../i18n/i18n';
import './back-bar.css';

/**
 * Pages other than home: a back button and the path's title. The titles are not in the first
 * view's strings (build/i18n-core-plugin.ts): the bar asks for them and shows the title once here.
 */
export function BackBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const ready = useAllStrings();
  useEffect(() => {
    void loadAllStrings();
  }, []);
  return (
    <header className="back-bar">
      <button type="button" className="icon-btn" aria-label={t('app.back')} onClick={goBack}>
        <Icon name="back" />
      </button>
      <h1 className="back-bar-title">{ready ? t(titleFor(pathname)) : ''}</h1>
      <span className="icon-btn-space" aria-hidden="true" />
    </header>
  );
}
