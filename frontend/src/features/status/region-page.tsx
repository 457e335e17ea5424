import type { Site } from '../../api/types';
import { Icon } from '../../ui/icons';
import { StatusLayout } from './status-layout';
import { useTranslation } from '../../i18n/i18n';

export function RegionPage({ site, onRetry }: { site: Site; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusLayout site={site} icon={<Icon name="globe" size={56} />} title={t('status.regionTitle')} text={t('status.regionText')} onRetry={onRetry} />
  );
}
