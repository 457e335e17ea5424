import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { useClaimPromotion } from '../../api/promotion-claims';
import { useRewards } from '../../api/rewards';
import { useSite } from '../../api/site';
import type { Reward } from '../../api/types';
import { accountRecordPath } from '../../domain/money/paths';
import { Money, OutcomeUnknown } from '../../domain/money/money-widgets';
import { useClaim } from '../../domain/promotions/use-claim';
import { useSession } from '../../domain/session/session';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatMoney, formatNumber, type Currency } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { BusyButton } from '../../ui/busy-button';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';
import './reward-centre.css';

/**
 * A reward with its claim. A claim whose answer was lost is the page's to say (`onLost`): the list
 * asks again at once, and the reward may move to the history with its row.
 */
function RewardRow({ reward, currency, onLost }: { reward: Reward; currency: Currency | undefined; onLost: () => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const claim = useClaimPromotion();
  const toast = useToast();
  const { date, dateTime } = useFormat();
  const { go, busy, failure } = useClaim(
    (key) =>
      claim(reward.promotionId, key).catch((err: unknown) => {
        if (err instanceof ApiError && err.code === 'outcome_unknown') onLost();
        throw err;
      }),
    (answer) => toast.show(t('rewards.credited', { amount: formatMoney(answer.amount, currency, lng) }), 'short'),
  );

  return (
    <li className="reward-row">
      <div className="reward-main">
        <span className="reward-kind">{t(`rewards.kind.${reward.kind}`)}</span>
        <span className="reward-title">{reward.title}</span>
        <span className="reward-notes">
          {reward.status === 'claimable' && reward.expiresAt && <span>{t('rewards.expires', { date: date(reward.expiresAt) })}</span>}
          {reward.claimedAt && <span>{t('rewards.claimedOn', { date: date(reward.claimedAt) })}</span>}
          {reward.kind === 'raffle' && reward.tickets > 0 && <span>{t('rewards.tickets', { n: formatNumber(reward.tickets, lng) })}</span>}
          {reward.kind === 'raffle' && reward.drawAt && <span>{t('rewards.draw', { date: dateTime(reward.drawAt) })}</span>}
        </span>
      </div>
      <div className="reward-side">
        <Money value={reward.amount} currency={currency} className="reward-amount" />
        {reward.status === 'claimable' ? (
          <BusyButton type="button" className="btn btn-primary btn-sm" busy={busy} aria-label={t('rewards.claimOf', { title: reward.title })} onClick={() => void go()}>
            {t('rewards.claim')}
          </BusyButton>
        ) : (
          <span className={`reward-status reward-status-${reward.status}`}>{t(`rewards.status.${reward.status}`)}</span>
        )}
      </div>
      {failure && (
        <p className="form-error reward-error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}

function Guest() {
  const { t } = useTranslation();
  return (
    <EmptyState icon="trophy" text={t('errors.login_required')}>
      <Link className="btn btn-primary" to="/login" state={{ from: '/rewardCenter' }}>
        {t('rewards.invite.login')}
      </Link>
    </EmptyState>
  );
}

/**
 * /m/rewardCenter: what the player can claim (promotion bonuses, the raffle's prize) with a claim
 * each (a money write, its own Idempotency-Key), then what was claimed (the sign-up reward
 * among them); the totals of both. A visitor is asked to log in.
 */
export function RewardCentrePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { data: site } = useSite();
  const { data, error, mutate, isValidating } = useRewards(session.authenticated);
  const currency = site?.currency;
  // a claim whose answer was lost, said above the lists (the reward may have moved between them)
  const [lost, setLost] = useState(false);
  const lose = useCallback(() => setLost(true), []);

  if (!session.loading && !session.authenticated) return <Guest />;
  if (error && !data) {
    return (
      <LoadFailed icon="trophy" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />
    );
  }
  if (!data) {
    return (
      <div className="money-page" aria-hidden="true">
        <Skeleton height={88} />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </div>
    );
  }
  const open = data.items.filter((r) => r.status === 'claimable');
  const rest = data.items.filter((r) => r.status !== 'claimable');
  return (
    <div className="money-page">
      {lost && <OutcomeUnknown record={accountRecordPath} />}
      <dl className="card reward-totals">
        <div>
          <dt>{t('rewards.toClaim')}</dt>
          <dd>
            <Money value={data.claimable} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('rewards.claimedTotal')}</dt>
          <dd>
            <Money value={data.claimed} currency={currency} />
          </dd>
        </div>
      </dl>
      {data.items.length === 0 ? (
        <EmptyState icon="trophy" text={t('rewards.empty')}>
          <Link className="btn btn-primary" to="/activity">
            {t('rewards.promotions')}
          </Link>
        </EmptyState>
      ) : (
        <>
          {open.length > 0 && (
            <section className="card" aria-labelledby="rewards-open">
              <h2 className="money-card-title" id="rewards-open">
                {t('rewards.listToClaim')}
              </h2>
              <ul className="reward-list">
                {open.map((r) => (
                  <RewardRow key={r.id} reward={r} currency={currency} onLost={lose} />
                ))}
              </ul>
            </section>
          )}
          {rest.length > 0 && (
            <section className="card" aria-labelledby="rewards-history">
              <h2 className="money-card-title" id="rewards-history">
                {t('rewards.listHistory')}
              </h2>
              <ul className="reward-list">
                {rest.map((r) => (
                  <RewardRow key={r.id} reward={r} currency={currency} onLost={lose} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
