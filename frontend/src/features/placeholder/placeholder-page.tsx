import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state';
import { useTranslation } from '../../i18n/i18n';
import './placeholder.css';

/** Screens built by later issues: the back bar carries their title; the body says they are coming. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="placeholder-page" data-page={title}>
      <EmptyState icon="star" text={t('app.comingSoon')}>
        <Link to="/home" className="btn btn-primary">
          {t('app.backHome')}
        </Link>
      </EmptyState>
    </div>
  );
}
