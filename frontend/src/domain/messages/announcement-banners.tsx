import { Link } from 'react-router';
import { useAnnouncements } from '../../api/announcements';
import type { AnnouncementItem } from '../../api/types';
import { useTranslation } from '../../i18n/i18n';
import { Skeleton } from '../../ui/skeleton';
import { deviceExclusion } from '../protection/excluded-device';
import { announcementTarget } from './announcement-link';
import { RichContent } from './rich-content';
import './announcement-banners.css';

function Leads({ a, children }: { a: AnnouncementItem; children: React.ReactNode }) {
  const target = announcementTarget(a.link);
  if (!target) return <div className="announcement-banner-link">{children}</div>;
  if ('route' in target) {
    return (
      <Link className="announcement-banner-link" to={target.route}>
        {children}
      </Link>
    );
  }
  return (
    <a className="announcement-banner-link" href={target.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * While the banners load: the shape of one (its picture, and with `withText` a title and two lines
 * of text) in their place, so that the screen below does not move down when they arrive.
 */
function BannersSkeleton({ withText }: { withText: boolean }) {
  if (!withText) {
    return (
      <div className="announcement-banners-loading" aria-hidden="true">
        <Skeleton className="announcement-banner-picture" />
      </div>
    );
  }
  return (
    <div className="announcement-banners-loading" aria-hidden="true">
      <div className="announcement-banner-card">
        <div className="announcement-banner-link">
          <Skeleton className="announcement-banner-picture" />
        </div>
        <p className="announcement-banner-title">
          <Skeleton className="skeleton-text" width="70%" />
        </p>
        <p className="rich-content">
          <Skeleton className="skeleton-text" width="100%" /> <Skeleton className="skeleton-text" width="60%" />
        </p>
      </div>
    </div>
  );
}

/**
 * A screen's banner announcements (kind banner) of one group: the registration screen's `m_reg`
 * (its picture, title and text) or the hot-games page's `m_hotgames` (a strip of pictures).
 * The shape of one while they load, nothing when there are none, and nothing at all (not even
 * asked for) while this device remembers a time-out or self-exclusion: they are promotions.
 */
export function AnnouncementBanners({ group, withText = false }: { group: 'm_reg' | 'm_hotgames'; withText?: boolean }) {
  const { t } = useTranslation();
  const { data, isLoading } = useAnnouncements(deviceExclusion() ? null : { types: ['banner'], group });
  if (isLoading) return <BannersSkeleton withText={withText} />;
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  const slide = (a: AnnouncementItem) => (
    <Leads key={a.id} a={a}>
      {a.images[0] ? <img className="announcement-banner-picture" src={a.images[0]} alt={a.title} /> : <span className="announcement-banner-title">{a.title}</span>}
    </Leads>
  );
  if (withText) {
    return (
      <section className="announcement-banners announcement-banners-text" aria-label={t('notices.banners')}>
        {items.map((a) => (
          <article key={a.id} className="announcement-banner-card">
            {slide(a)}
            <h2 className="announcement-banner-title">{a.title}</h2>
            {a.content && <RichContent html={a.content} />}
          </article>
        ))}
      </section>
    );
  }
  return (
    <section className="announcement-banners" aria-label={t('notices.banners')}>
      {/* a strip that snaps picture by picture (the home page's carousel stays in its own chunk) */}
      <ul className="announcement-banner-strip">
        {items.map((a, i) => (
          <li key={a.id} aria-label={t('notices.slide', { n: i + 1, total: items.length })}>
            {slide(a)}
          </li>
        ))}
      </ul>
    </section>
  );
}
