import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { useInvitation } from '../../api/invitation';
import { useSite } from '../../api/site';
import { homePath } from '../../config/paths';
import { AffiliateAgentModal } from '../../domain/agent/affiliate-agent-modal';
import { CopyLine, Money } from '../../domain/money/money-widgets';
import { useSession } from '../../domain/session/session';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatMoney, formatNumber } from '../../lib/format';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';
import './invite-friends.css';

/** A player without the REFERRAL promotion: the spec's 'coming soon' toast, and back home. */
function ComingSoon() {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    toast.show(t('rewards.invite.comingSoon'), 'info');
  }, [toast, t]);
  return <Navigate to={homePath} replace />;
}

/** A visitor: the way to a code of their own. */
function Guest() {
  const { t } = useTranslation();
  return (
    <EmptyState icon="invite" text={t('rewards.invite.guest')}>
      <div className="invite-guest-actions">
        <Link className="btn btn-primary" to="/login" state={{ from: '/inviteFriends' }}>
          {t('rewards.invite.login')}
        </Link>
        <Link className="btn btn-ghost" to="/register">
          {t('rewards.invite.register')}
        </Link>
      </div>
    </EmptyState>
  );
}

/**
 * /m/inviteFriends: shown to visitors (who are asked to log in or register) and, when the REFERRAL
 * promotion is on, to members: the invitation code and link with copy and share, what a friend
 * brings, and how many came. Without REFERRAL a member gets the 'coming soon' toast. An agent
 * (an affiliate agent) gets the agent modal instead, towards its own invitation links.
 */
export function InviteFriendsPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const session = useSession();
  const { data: site } = useSite();
  const toast = useToast();
  const referral = site?.switches?.REFERRAL === true;
  const agent = session.authenticated && session.isAgent;
  const { data, error, mutate, isValidating } = useInvitation(session.authenticated && referral && !agent);
  const currency = site?.currency;

  if (session.loading || !site) return <Skeleton height={200} />;
  if (!session.authenticated) return <Guest />;
  if (agent) return <AffiliateAgentModal closeTo={homePath} />;
  if (!referral || error?.code === 'feature_disabled') return <ComingSoon />;
  if (error && !data) {
    return (
      <LoadFailed icon="invite" text={errorMessage(t, error)} retry={error.code !== 'free_reject' ? () => void mutate() : undefined} busy={isValidating} />
    );
  }
  if (!data) {
    return (
      <div className="money-page" aria-hidden="true">
        <Skeleton height={120} />
        <Skeleton height={160} />
      </div>
    );
  }
  const amount = formatMoney(data.perFriend, currency, lng);
  const share = async () => {
    const text = t('rewards.invite.shareText', { site: site.name, url: data.url });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: site.name, text, url: data.url });
      } catch {
        // the player closed the share sheet
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      toast.show(t('member.copy_success'), 'info');
    } catch {
      // no clipboard: the link stays on screen to copy by hand
    }
  };
  return (
    <div className="money-page">
      <section className="money-hero invite-hero" aria-labelledby="invite-title">
        <h2 className="invite-title" id="invite-title">
          {t('rewards.invite.title', { amount })}
        </h2>
        <p className="invite-rule">{t('rewards.invite.rule', { amount, min: formatMoney(data.minDeposit, currency, lng) })}</p>
      </section>
      <section className="card" aria-label={t('rewards.invite.code')}>
        <dl className="facts">
          <CopyLine label={t('rewards.invite.code')} value={data.code} />
          <CopyLine label={t('rewards.invite.link')} value={data.url} />
        </dl>
        <button type="button" className="btn btn-primary btn-block" onClick={() => void share()}>
          {t('rewards.invite.share')}
        </button>
      </section>
      <dl className="card invite-stats">
        <div>
          <dt>{t('rewards.invite.invited')}</dt>
          <dd>{formatNumber(data.invited, lng)}</dd>
        </div>
        <div>
          <dt>{t('rewards.invite.earned')}</dt>
          <dd>
            <Money value={data.earned} currency={currency} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
