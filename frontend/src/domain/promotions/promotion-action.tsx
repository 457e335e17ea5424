import { Link, useLocation } from 'react-router';
import { useClaimPromotion } from '../../api/promotion-claims';
import { useSite } from '../../api/site';
import type { Promotion, PromotionStatus } from '../../api/types';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatMoney } from '../../lib/format';
import { BusyButton } from '../../ui/busy-button';
import { FormError } from '../../ui/field';
import { useToast } from '../../ui/toast';
import { useClaim } from './use-claim';
import '../../ui/pill.css';
import './promotion-action.css';

/** Where a promotion's application form is. */
export const applyPath = (id: string) => `/activityApply?id=${encodeURIComponent(id)}`;
export const detailPath = (id: string) => `/activityDetail?id=${encodeURIComponent(id)}`;
export const rewardCentrePath = '/rewardCenter';

/** The player's status on a promotion: join, claim, applying, close, rejected, issued, claimed, process, joined, coming soon. */
export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation();
  return <span className={`pill promo-status promo-status-${status}`}>{t(`promotions.status.${status}`)}</span>;
}

/**
 * The action a promotion allows: log in (a visitor), join or claim (a money write, its own
 * Idempotency-Key per tap, never sent again by the site), apply (the application form), invite
 * (the invitation page); nothing for the other statuses. A claim whose answer never came says
 * so and points to the reward centre instead of trying again.
 */
export function PromotionAction({ promotion, block }: { promotion: Pick<Promotion, 'id' | 'action' | 'bonus'>; block?: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { pathname, search } = useLocation();
  const { data: site } = useSite();
  const claim = useClaimPromotion();
  const toast = useToast();
  const { go, busy, failure, unknown } = useClaim(
    (key) => claim(promotion.id, key),
    (answer) =>
      toast.show(
        answer.status === 'joined' ? t('promotions.joined') : t('promotions.claimed', { amount: formatMoney(answer.amount, site?.currency, lng) }),
        'short',
      ),
  );
  const cls = `btn btn-primary btn-sm${block ? ' btn-block' : ''}`;
  const { id, action, bonus } = promotion;
  const amount = bonus && /[1-9]/.test(bonus) ? formatMoney(bonus, site?.currency, lng) : null;

  switch (action) {
    case 'login':
      return (
        <Link className={cls} to="/login" state={{ from: `${pathname}${search}` }}>
          {t('promotions.action.login')}
        </Link>
      );
    case 'apply':
      return (
        <Link className={cls} to={applyPath(id)}>
          {t('promotions.action.apply')}
        </Link>
      );
    case 'invite':
      return (
        <Link className={cls} to="/inviteFriends">
          {t('promotions.action.invite')}
        </Link>
      );
    case 'none':
      return null;
    default:
      break;
  }

  return (
    <div className="promo-action">
      <BusyButton type="button" className={cls} busy={busy} onClick={() => void go()}>
        {action === 'join' ? t('promotions.action.join') : amount ? t('promotions.action.claimAmount', { amount }) : t('promotions.action.claim')}
      </BusyButton>
      <FormError message={unknown ? t('errors.outcome_unknown') : null}>
        {' '}
        <Link to={rewardCentrePath}>{t('page.rewardCenter')}</Link>
      </FormError>
      <FormError message={failure} />
    </div>
  );
}
