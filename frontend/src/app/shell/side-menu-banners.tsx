import { Link } from 'react-router';
import { useSideMenu } from '../../api/side-menu';
import type { Banner } from '../../api/types';
import { announcementTarget } from '../../domain/messages/announcement-link';
import { deviceExclusion } from '../../domain/protection/excluded-device';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { Carousel } from '../../ui/carousel';
import { LazyImage } from '../../ui/lazy-image';
import { Skeleton } from '../../ui/skeleton';

/** The banners' autoplay and transition, as the home page's carousel (the product's one rule for banners). */
const autoplayMs = 5000;
const transitionMs = 1000;
const spacing = 20;

/** The pictures' size as the back office draws them (750 x 300): the box is reserved before they load. */
const width = 750;
const height = 300;

function Slide({ banner, alt }: { banner: Banner; alt: string }) {
  const picture = <LazyImage src={banner.image} alt={alt} width={width} height={height} decoding="async" className="side-menu-banner-img" />;
  const target = announcementTarget(banner.link);
  if (!target) return picture;
  if ('route' in target) return <Link to={target.route}>{picture}</Link>;
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer">
      {picture}
    </a>
  );
}

/**
 * The side menu's banners (the announcements' group m_leftmenu, from GET /api/v1/side-menu) at
 * its top, one at a time like the home page's. Their place is held while they load, so the menu
 * under them does not move; nothing when there are none or they cannot be read now, and nothing
 * while this device remembers a time-out or self-exclusion: they are promotions.
 */
export function SideMenuBanners() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data, error } = useSideMenu();
  if (deviceExclusion()) return null;
  if (!data) {
    return error ? null : (
      <div className="side-menu-banners">
        <Skeleton ratio={`${width} / ${height}`} width="100%" radius="var(--radius)" />
      </div>
    );
  }
  const banners = data.banners.items;
  if (banners.length === 0) return null;
  const label = (n: number, total: number) => t('menu.bannerSlide', { n: formatNumber(n, lng), total: formatNumber(total, lng) });
  return (
    <div className="side-menu-banners">
      <Carousel
        label={t('menu.banners')}
        slideLabel={label}
        autoplayMs={autoplayMs}
        transitionMs={transitionMs}
        spacing={spacing}
        slides={banners.map((b, i) => (
          <Slide key={b.id} banner={b} alt={label(i + 1, banners.length)} />
        ))}
      />
    </div>
  );
}
