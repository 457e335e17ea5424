import { Link } from 'react-router';
import { useAgentHome } from '../../api/agent-home';
import { useSite } from '../../api/site';
import { useUnreadCounts } from '../../api/unread-counts';
import { agentDividendPath, agentNoticePath, agentRegisterPath, menuTargets } from '../../domain/agent/paths';
import { FigureGrid } from '../../domain/agent/figures';
import { Money } from '../../domain/money/money-widgets';
import { depositPath, withdrawPath } from '../../domain/money/paths';
import { RangeFilter } from '../../domain/money/range-filter';
import { useRange } from '../../domain/money/use-range';
import { homePath } from '../../config/paths';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { badgeText, formatNumber } from '../../lib/format';
import { Icon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { RetryLine } from '../../ui/list-end';
import '../../ui/card.css';
import './agent-home.css';

/** The greeting by the phone's hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening. */
export function greetingOf(hour: number): 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening' {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

/**
 * /m/agent: the greeting, the total balance with withdraw and deposit, the team's four counters
 * over a range, the grid of the agent's screens the site's switches allow, and the agent's own
 * footer (the bottom navigation is hidden here): home, open account, dividend, announcements.
 */
export function AgentHomePage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const range = useRange();
  const { data: home, error, mutate } = useAgentHome(range.query);
  const { data: unread } = useUnreadCounts(true);
  const badge = badgeText(unread?.announcements ?? 0, lng);
  const counters = home?.counters;
  return (
    <div className="agent-home">
      <section className="agent-hero" aria-labelledby="agent-greeting">
        <p id="agent-greeting" className="agent-greeting">
          {t(`agent.greeting.${greetingOf(new Date().getHours())}`)}
          {home && <strong>, {home.userName}</strong>}
        </p>
        <p className="agent-balance-label">{t('agent.totalBalance')}</p>
        <p className="agent-balance">{home?.balance ? <Money value={home.balance} currency={site?.currency} /> : <Skeleton className="skeleton-text" width={140} />}</p>
        <div className="agent-hero-actions">
          <Link className="btn btn-ghost btn-sm agent-hero-btn" to={withdrawPath}>
            <Icon name="withdraw" size={18} /> {t('agent.withdraw')}
          </Link>
          <Link className="btn btn-primary btn-sm agent-hero-btn" to={depositPath}>
            <Icon name="wallet" size={18} /> {t('agent.deposit')}
          </Link>
        </div>
      </section>

      <section className="agent-page agent-home-body">
        <div className="card-tight agent-card">
          <h2>{t('agent.teamToday')}</h2>
          <RangeFilter range={range} />
          {error && !home ? (
            <RetryLine text={errorMessage(t, error)} onRetry={() => void mutate()} icon={false} />
          ) : (
            <FigureGrid
              label={t('agent.counters')}
              figures={(['loggedIn', 'betting', 'registered', 'online'] as const).map((k) => ({
                label: t(`agent.counter.${k}`),
                // undefined while the answer is on its way: a skeleton of the figure's line
                value: counters ? formatNumber(counters[k], lng) : home ? '–' : undefined,
              }))}
            />
          )}
        </div>

        <nav className="agent-grid" aria-label={t('agent.menu')}>
          {(home?.menu ?? []).map((item) => (
            <Link key={item} className="agent-grid-item" to={menuTargets[item].to}>
              <span className="agent-grid-icon">
                <Icon name={menuTargets[item].icon} size={22} />
              </span>
              {t(`agent.item.${item}`)}
            </Link>
          ))}
        </nav>
      </section>

      <nav className="agent-footer" aria-label={t('agent.footer')}>
        <Link to={homePath}>
          <Icon name="home" size={22} />
          {t('agent.nav.home')}
        </Link>
        <Link to={agentRegisterPath}>
          <Icon name="invite" size={22} />
          {t('agent.nav.openAccount')}
        </Link>
        {home?.dividend ? (
          <Link to={agentDividendPath}>
            <Icon name="percent" size={22} />
            {t('agent.nav.dividend')}
          </Link>
        ) : (
          !home &&
          !error && (
            // its place while the answer says whether the agent has one: the others do not move sideways when it comes
            <span className="agent-footer-pending" aria-hidden="true">
              <Icon name="percent" size={22} />
              {t('agent.nav.dividend')}
            </span>
          )
        )}
        <Link to={agentNoticePath}>
          <span className="agent-footer-icon">
            <Icon name="speaker" size={22} />
            {badge && <span className="agent-badge">{badge}</span>}
          </span>
          {t('agent.nav.announcements')}
        </Link>
      </nav>
    </div>
  );
}
