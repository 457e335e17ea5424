import type { HotMatch } from '../../../api/types';
import { useLaunch } from '../../../domain/games/launch';
import { useLanguage, useTranslation } from '../../../i18n/i18n';
import { formatNumber } from '../../../lib/format';
import { formatDate, formatTime, matchDay } from '../../../lib/dates';
import { useFormat } from '../../../lib/use-format';
import { paginate, Pager } from '../../../ui/pager';
import { Skeleton } from '../../../ui/skeleton';

function MatchCard({ match, now }: { match: HotMatch; now: Date }) {
  const { t } = useTranslation();
  const { lng, zone } = useFormat();
  const launch = useLaunch();
  const start = match.startsAt ? new Date(match.startsAt) : null;
  const day = start ? matchDay(start, now, zone) : null;
  const dayLabel = !start ? '' : day === 'today' ? t('home.today') : day === 'tomorrow' ? t('home.tomorrow') : formatDate(start, lng, zone);
  const play = () =>
    launch({ category: 'SPORTS', vendor: match.vendor, gameId: match.gameId, nodeId: match.nodeId, matchId: match.matchId, leagueId: match.leagueId });
  return (
    <article className="match">
      <header className="match-head">
        <span className="match-league">{match.league}</span>
        {start && match.startsAt && (
          <time className="match-time" dateTime={match.startsAt}>
            <span className="match-day">{dayLabel}</span>, {formatTime(start, lng, zone)}
          </time>
        )}
      </header>
      <div className="match-teams">
        <span className="team">
          <img src={match.home.image} alt="" width={40} height={40} loading="lazy" decoding="async" />
          <span className="team-name">{match.home.name}</span>
        </span>
        <span className="match-vs">{t('home.versus')}</span>
        <span className="team">
          <img src={match.away.image} alt="" width={40} height={40} loading="lazy" decoding="async" />
          <span className="team-name">{match.away.name}</span>
        </span>
      </div>
      <div className="match-odds">
        <button type="button" className="odds-btn" onClick={play} aria-label={`${match.home.name} ${t('home.odds')} ${formatNumber(match.odds.home, lng, 2)}`}>
          {formatNumber(match.odds.home, lng, 2)}
        </button>
        <button type="button" className="odds-btn" onClick={play} aria-label={`${match.away.name} ${t('home.odds')} ${formatNumber(match.odds.away, lng, 2)}`}>
          {formatNumber(match.odds.away, lng, 2)}
        </button>
      </div>
    </article>
  );
}

/** Featured matches, two to a page, dated TODAY, TOMORROW or day-month. */
export function HotMatches({ matches, now = new Date() }: { matches: HotMatch[]; now?: Date }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <Pager
      className="matches"
      label={t('home.hotMatches')}
      pageLabel={(n, total) => t('home.page', { n: formatNumber(n, lng), total: formatNumber(total, lng) })}
      pages={paginate(matches, 2).map((pair, i) => (
        <div key={i} className="match-pair">
          {pair.map((m) => (
            <MatchCard key={m.matchId} match={m} now={now} />
          ))}
        </div>
      ))}
    />
  );
}

export function HotMatchesSkeleton() {
  return (
    <div className="pager-wrap matches" aria-hidden="true">
      <div className="match-pair">
        <Skeleton className="match match-skeleton" />
        <Skeleton className="match match-skeleton" />
      </div>
      <div className="pager-dots" />
    </div>
  );
}
