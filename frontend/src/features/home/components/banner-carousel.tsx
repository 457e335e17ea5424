import { Link } from 'react-router';
import type { Banner } from '../../../api/types';
import { Carousel } from '../../../ui/carousel';
import { LazyImage } from '../../../ui/lazy-image';
import { useLanguage, useTranslation } from '../../../i18n/i18n';
import { formatNumber } from '../../../lib/format';

/** Banner autoplay and slide transition of the product, and the gap between slides. */
export const bannerAutoplayMs = 5000;
export const bannerTransitionMs = 1000;
export const bannerSpacing = 20;

function BannerImage({ banner, index, total }: { banner: Banner; index: number; total: number }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const alt = t('home.slide', { n: formatNumber(index + 1, lng), total: formatNumber(total, lng) });
  const img =
    index === 0 ? (
      <img src={banner.image} alt={alt} width={750} height={300} fetchPriority="high" className="banner-img" />
    ) : (
      <LazyImage src={banner.image} alt={alt} width={750} height={300} decoding="async" className="banner-img" />
    );
  if (!banner.link) return img;
  if (banner.link.startsWith('/m/')) return <Link to={banner.link.slice(2)}>{img}</Link>;
  if (/^https?:\/\//.test(banner.link)) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer">
        {img}
      </a>
    );
  }
  return img;
}

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <Carousel
      label={t('home.banners')}
      slideLabel={(n, total) => t('home.slide', { n: formatNumber(n, lng), total: formatNumber(total, lng) })}
      autoplayMs={bannerAutoplayMs}
      transitionMs={bannerTransitionMs}
      spacing={bannerSpacing}
      slides={banners.map((b, i) => (
        <BannerImage key={b.id} banner={b} index={i} total={banners.length} />
      ))}
    />
  );
}
