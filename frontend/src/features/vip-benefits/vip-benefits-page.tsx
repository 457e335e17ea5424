import { useSite } from '../../api/site';
import type { VIPProgress, VIPRank } from '../../api/types';
import { Money } from '../../domain/money/money-widgets';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatMoney, formatNumber, type Currency } from '../../lib/format';
import { useVip } from '../../api/vip';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import '../../ui/card.css';
import './vip-benefits.css';

/** How far one requirement of the next rank is: a labelled bar with "current of target". */
function Progress({ label, progress, currency }: { label: string; progress: VIPProgress; currency: Currency | undefined }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const percent = Math.max(0, Math.min(100, progress.percent));
  return (
    <div className="vip-progress">
      <div className="vip-progress-head">
        <span>{label}</span>
        <span>{t('rewards.vip.progress', { current: formatMoney(progress.current, currency, lng), target: formatMoney(progress.target, currency, lng) })}</span>
      </div>
      <div className="vip-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${formatNumber(percent, lng)}%`}>
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function RankCard({ rank, mine, currency }: { rank: VIPRank; mine: boolean; currency: Currency | undefined }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const rows: [string, React.ReactNode][] = [
    ['depositRequired', <Money key="d" value={rank.depositRequired} currency={currency} />],
    ['betRequired', <Money key="b" value={rank.betRequired} currency={currency} />],
    ['upgradeBonus', <Money key="u" value={rank.upgradeBonus} currency={currency} />],
    ['monthlyBonus', <Money key="m" value={rank.monthlyBonus} currency={currency} />],
    ['rebateBonus', t('rewards.vip.percent', { value: formatNumber(Number(rank.rebateBonus), lng, 2) })],
    ['dailyWithdrawals', formatNumber(rank.dailyWithdrawals, lng)],
  ];
  return (
    <li className={`vip-rank${mine ? ' vip-rank-mine' : ''}`} aria-current={mine ? 'true' : undefined}>
      <h3 className="vip-rank-name">
        <span className="vip-level">{`VIP${formatNumber(rank.level, lng)}`}</span> {rank.name}
        {mine && <span className="vip-yours">{t('rewards.vip.yours')}</span>}
      </h3>
      <dl className="facts">
        {rows.map(([key, value]) => (
          <div key={key} className="fact">
            <dt>{t(`rewards.vip.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** /m/member/benefits (the show-VIP switch): the player's rank, how far the next one is, and every rank's benefits. */
export function VipBenefitsPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const { data, error, mutate, isValidating } = useVip();

  if (error && !data) {
    return (
      <LoadFailed icon="star" text={errorMessage(t, error)} retry={error.code !== 'feature_disabled' ? () => void mutate() : undefined} busy={isValidating} />
    );
  }
  if (!data) {
    return (
      <div className="money-page" aria-hidden="true">
        <Skeleton height={160} />
        <Skeleton height={240} />
      </div>
    );
  }
  return (
    <div className="money-page">
      <section className="money-hero vip-hero" aria-labelledby="vip-rank">
        <span className="money-hero-label" id="vip-rank">
          {t('rewards.vip.rank')}
        </span>
        <span className="money-hero-amount">{`VIP${formatNumber(data.level, lng)} · ${data.name}`}</span>
        {data.next ? <span className="vip-next">{t('rewards.vip.next', { name: data.next.name })}</span> : <span className="vip-next">{t('rewards.vip.top')}</span>}
        {data.deposit && <Progress label={t('rewards.vip.deposit')} progress={data.deposit} currency={currency} />}
        {data.bet && <Progress label={t('rewards.vip.bet')} progress={data.bet} currency={currency} />}
      </section>
      <section className="card" aria-labelledby="vip-ranks">
        <h2 className="money-card-title" id="vip-ranks">
          {t('rewards.vip.ranks')}
        </h2>
        <ul className="vip-ranks">
          {data.ranks.map((r) => (
            <RankCard key={r.level} rank={r} mine={r.level === data.level} currency={currency} />
          ))}
        </ul>
      </section>
    </div>
  );
}
