import { useSearchParams } from 'react-router';
import { usePromotion } from '../../api/promotion';
import { RichContent } from '../../domain/messages/rich-content';
import { PromotionAction, PromotionStatusBadge } from '../../domain/promotions/promotion-action';
import { promotionDates } from '../../domain/promotions/promotion-dates';
import { useFormat } from '../../lib/use-format';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { errorMessage } from '../../lib/account-rules';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { PromotionGone } from './promotion-gone';
import './promotions.css';

/**
 * /m/activityDetail?id=: the promotion whole: its first picture, title, dates, the merchant's
 * sanitised HTML (its terms), every further picture, and the action its status allows (or the
 * status, when there is nothing to do).
 */
export function PromotionDetailPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { date } = useFormat();
  const id = useSearchParams()[0].get('id') ?? '';
  const { data, error, mutate, isValidating } = usePromotion(id);

  if (!id || error?.code === 'not_found') {
    return <PromotionGone text={t('promotions.notFound')} />;
  }
  if (error && !data) {
    return (
      <LoadFailed icon="gift" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />
    );
  }
  if (!data) {
    return (
      <div className="promo-page" aria-hidden="true">
        <Skeleton height={160} />
        <Skeleton height={22} width="80%" />
        <Skeleton height={120} />
      </div>
    );
  }
  const [picture, ...more] = data.images.length > 0 ? data.images : [data.image].filter(Boolean);
  return (
    <article className="promo-page promo-detail" aria-labelledby="promo-detail-title">
      {picture && <img className="promo-detail-picture" src={picture} alt={t('promotions.picture', { title: data.title })} width={390} height={160} />}
      <h2 className="promo-detail-title" id="promo-detail-title">
        {data.title}
      </h2>
      <p className="promo-meta">
        <span className="promo-dates">{promotionDates(t, data, date)}</span>
        {/* what the player may do is the button below; a status with nothing to do is said here */}
        {data.action === 'none' && <PromotionStatusBadge status={data.status} />}
      </p>
      {data.content && <RichContent className="promo-detail-content" html={data.content} />}
      {more.map((src, i) => (
        <img
          key={src}
          className="promo-more-picture"
          src={src}
          alt={t('promotions.morePicture', { title: data.title, n: formatNumber(i + 2, lng), total: formatNumber(data.images.length, lng) })}
          width={358}
          height={140}
          loading="lazy"
        />
      ))}
      <PromotionAction promotion={data} block />
    </article>
  );
}
