import { useNavigate } from 'react-router';
import { useHome } from '../../api/home';
import { Icon } from '../../ui/icons';
import { Marquee } from '../../ui/marquee';
import { Skeleton } from '../../ui/skeleton';
import { useTranslation } from '../../i18n/i18n';
import { useDownload } from './download';
import './announcement-bar.css';

/**
 * The notices' titles scrolling under the home header; a tap opens /m/notice at that item (a
 * visitor logs in first). Its download icon opens the app's download popup (on iOS outside Safari,
 * the notice that Safari is needed) wherever the app is offered (download.tsx).
 */
export function AnnouncementBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const download = useDownload();
  const { data } = useHome();
  const items = data?.announcements.items ?? [];
  return (
    <div className="announcement-bar">
      <Icon name="speaker" size={20} className="announcement-icon" />
      {!data ? (
        <Skeleton height={14} className="announcement-skeleton" />
      ) : items.length === 0 ? (
        <p className="announcement-none">{t('announcement.none')}</p>
      ) : (
        <Marquee label={t('announcement.label')}>
          {items.map((a) => (
            <button key={a.id} type="button" className="announcement-item" onClick={() => void navigate(`/notice?id=${a.id}`)}>
              {a.title}
            </button>
          ))}
        </Marquee>
      )}
      {download.eligible && (
        <button type="button" className="icon-btn icon-btn-sm announcement-download" aria-label={t('download.title')} onClick={download.open}>
          <Icon name="download" size={20} />
        </button>
      )}
    </div>
  );
}
