import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import { useTranslation } from '../i18n/i18n';
import './empty-state.css';

/** The empty-data placeholder: an icon, a line of text, an optional action. */
export function EmptyState({ icon = 'inbox', text, children }: { icon?: IconName; text?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <Icon name={icon} size={40} />
      <p>{text ?? t('app.noData')}</p>
      {children}
    </div>
  );
}
