import type { Site } from '../../api/types';
import { Icon } from '../../ui/icons';
import { StatusLayout } from './status-layout';
import { useTranslation } from '../../i18n/i18n';

export function MaintenancePage({ site, onRetry }: { site: Site; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusLayout
      site={site}
      icon={<Icon name="refresh" size={56} />}
      title={t('status.maintenanceTitle')}
      text={t('status.maintenanceText')}
      onRetry={onRetry}
    />
  );
}
