import { useLocation } from 'react-router';
import { Icon } from '../../ui/icons';
import { titleFor } from '../routes';
import { useGoBack } from '../../lib/use-go-back';
import { useTranslation } from '../../i18n/i18n';
import './back-bar.css';

/** Pages other than home: a back button and the path's title. */
export function BackBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const goBack = useGoBack();
  return (
    <header className="back-bar">
      <button type="button" className="icon-btn" aria-label={t('app.back')} onClick={goBack}>
        <Icon name="back" />
      </button>
      <h1 className="back-bar-title">{t(titleFor(pathname))}</h1>
      <span className="icon-btn-space" aria-hidden="true" />
    </header>
  );
}
