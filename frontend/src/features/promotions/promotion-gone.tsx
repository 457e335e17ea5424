import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';

/** A promotion this screen cannot show or take (`text` says why), with the way back to the list. */
export function PromotionGone({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon="gift" text={text}>
      <Link className="btn btn-primary" to="/activity">
        {t('promotions.backToList')}
      </Link>
    </EmptyState>
  );
}
