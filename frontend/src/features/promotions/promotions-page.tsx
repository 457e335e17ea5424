import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePromotion } from '../../api/promotion';
import { usePromotions } from '../../api/promotions';
import type { Promotion } from '../../api/types';
import { RichContent } from '../../domain/messages/rich-content';
import { detailPath, PromotionAction, PromotionStatusBadge } from '../../domain/promotions/promotion-action';
import { promotionDates } from '../../domain/promotions/promotion-dates';
import { useFormat } from '../../lib/use-format';
import { useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icons';
import { LazyImage } from '../../ui/lazy-image';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import '../../ui/chips.css';
import './promotions.css';

/** The merchant's HTML of a panel, asked for when the panel opens. */
function PanelContent({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, error } = usePromotion(id);
  if (error) return <p className="form-error">{errorMessage(t, error)}</p>;
  if (!data) return <Skeleton height={48} />;
  return data.content ? <RichContent html={data.content} /> : null;
}

/**
 * One promotion: the head (picture, title, dates, more) opens the merchant's text and the way to
 * the detail. What the player may do (join, claim, apply, log in) is a real button under the head,
 * open or not; a status with nothing to do (joined, applying, claimed ...) is a label in the head.
 */
function PromotionPanel({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const [open, setOpen] = useState(false);
  const bodyId = `promo-${promotion.id}`;
  const acts = promotion.action !== 'none';
  return (
    <li className="promo-panel">
      <button type="button" className="promo-head" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        {promotion.image && <LazyImage className="promo-picture" src={promotion.image} alt="" width={358} height={140} />}
        <span className="promo-title">{promotion.title}</span>
        <span className="promo-meta">
          <span className="promo-dates">{promotionDates(t, promotion, date)}</span>
          {!acts && <PromotionStatusBadge status={promotion.status} />}
          <span className="promo-more">
            {open ? t('promotions.less') : t('promotions.more')}
            <Icon name="chevronDown" size={16} className={open ? 'promo-chevron-open' : undefined} />
          </span>
        </span>
      </button>
      {acts && (
        <div className="promo-act">
          <PromotionAction promotion={promotion} />
        </div>
      )}
      {open && (
        <div className="promo-body" id={bodyId}>
          <PanelContent id={promotion.id} />
          <Link className="btn btn-ghost btn-sm promo-details" to={detailPath(promotion.id)}>
            {t('promotions.details')}
          </Link>
        </div>
      )}
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul className="promo-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="promo-panel">
          <Skeleton height={140} />
          <div className="promo-head">
            <Skeleton height={18} width="70%" />
            <Skeleton height={14} width="50%" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /m/activity: the category tabs (all and the back office's), each promotion an expandable panel
 * with its first picture, title, dates (or long term), the action the player's status allows or
 * the status itself, and 'more'; opened, the merchant's text and the way to the detail.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = (params.get('category') ?? '').toUpperCase();
  const { data, error, mutate, isValidating } = usePromotions(category);
  const tabs = [{ code: '', name: t('promotions.all') }, ...(data?.categories ?? [])];
  const choose = (code: string) => setParams(code ? { category: code } : {}, { replace: true });

  return (
    <div className="promo-page">
      <div className="chips promo-tabs" role="group" aria-label={t('promotions.tabs')}>
        {tabs.map((tab) => (
          <button key={tab.code || 'all'} type="button" className="chip-btn" aria-pressed={tab.code === category} onClick={() => choose(tab.code)}>
            {tab.name}
          </button>
        ))}
      </div>
      {error && !data ? (
        <LoadFailed icon="gift" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />
      ) : !data ? (
        <ListSkeleton />
      ) : data.items.length === 0 ? (
        <EmptyState icon="gift" text={t('promotions.empty')} />
      ) : (
        <ul className="promo-list">
          {data.items.map((p) => (
            <PromotionPanel key={p.id} promotion={p} />
          ))}
        </ul>
      )}
    </div>
  );
}
