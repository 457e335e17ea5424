import { useEffect, useState } from 'react';
import type { Site, Winner } from '../../../api/types';
import { useLaunch } from '../../../domain/games/launch';
import { useLanguage, useTranslation } from '../../../i18n/i18n';
import { formatMoney } from '../../../lib/format';
import { formatDate } from '../../../lib/dates';
import { Skeleton } from '../../../ui/skeleton';
import { useInterval, useReducedMotion } from '../../../ui/motion';

/** Rows in view, a step every 2 s; it loops only with more than one winner. */
export const winnersVisible = 5;
export const winnersStepMs = 2000;
export const winnerRowPx = 64;
/** The space between two rows (the list's gap in home.css). */
export const winnerSpacingPx = 30;
/** One step of the strip: a row and the space after it. */
const winnerStepPx = winnerRowPx + winnerSpacingPx;
/** The strip's height with `rows` rows in view. */
export const winnersHeight = (rows: number) => rows * winnerRowPx + Math.max(rows - 1, 0) * winnerSpacingPx;
const winnerSlideMs = 500;

function WinnerRow({ winner, site, copy }: { winner: Winner; site: Site; copy: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const launch = useLaunch();
  const g = winner.game;
  return (
    <li className="winner" aria-hidden={copy || undefined} inert={copy}>
      <button type="button" className="winner-btn" onClick={() => launch({ category: g.category, vendor: g.vendor, gameId: g.id, nodeId: g.nodeId })}>
        <img src={g.icon} alt="" width={44} height={44} loading="lazy" decoding="async" className="winner-icon" />
        <span className="winner-main">
          <span className="winner-game">{g.name}</span>
          <span className="winner-meta">
            {winner.date && <span>{formatDate(winner.date, lng, site.zone)}</span>}
            <span>{winner.customer}</span>
          </span>
        </span>
        <span className="winner-amount">
          <span className="winner-won">{t('home.won')}</span>
          <span className="winner-money">{formatMoney(winner.amount, site.currency, lng)}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * latest_winners: a list scrolling up one row at a time, looping. Only the rows in view and the
 * next one are in the page (the board holds 100): each step slides the window up by a row, then
 * moves it on by one and snaps back, which looks the same.
 */
export function Winners({ winners, site }: { winners: Winner[]; site: Site }) {
  const reduced = useReducedMotion();
  const [{ first, sliding }, setWindow] = useState({ first: 0, sliding: false });
  const [paused, setPaused] = useState(false);
  const loop = winners.length > 1 && !reduced;
  const shown = Math.min(winners.length, winnersVisible);
  const count = winners.length;
  const advance = () => setWindow((w) => (w.sliding ? { first: (w.first + 1) % count, sliding: false } : w));
  useInterval(() => setWindow((w) => ({ ...w, sliding: true })), loop && !paused && !sliding ? winnersStepMs : null);
  // In case no transitionend comes (a hidden tab), the window moves on anyway.
  useEffect(() => {
    if (!sliding) return;
    const id = window.setTimeout(() => setWindow((w) => (w.sliding ? { first: (w.first + 1) % count, sliding: false } : w)), winnerSlideMs + 200);
    return () => window.clearTimeout(id);
  }, [sliding, count]);
  const rows = loop ? Array.from({ length: shown + 1 }, (_, k) => winners[(first + k) % winners.length] as Winner) : winners;
  return (
    <div
      className={`winners${reduced ? ' winners-static' : ''}`}
      style={{ height: winnersHeight(shown) }}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        className={`winners-list${sliding ? ' sliding' : ''}`}
        style={sliding ? { transform: `translateY(${-winnerStepPx}px)`, transitionDuration: `${winnerSlideMs}ms` } : undefined}
        onTransitionEnd={advance}
      >
        {rows.map((w, k) => (
          <WinnerRow key={loop ? (first + k) % winners.length : k} winner={w} site={site} copy={loop && k === shown} />
        ))}
      </ul>
    </div>
  );
}

export function WinnersSkeleton() {
  return (
    <div className="winners" style={{ height: winnersHeight(winnersVisible) }} aria-hidden="true">
      {Array.from({ length: winnersVisible }, (_, i) => (
        <div key={i} className="winner winner-skeleton">
          <Skeleton width={44} height={44} radius={10} />
          <Skeleton height={14} width="60%" />
        </div>
      ))}
    </div>
  );
}
