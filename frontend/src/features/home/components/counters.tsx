import { useMemo, useRef, useState } from 'react';
import type { Site } from '../../../api/types';
import { useLanguage, useTranslation } from '../../../i18n/i18n';
import { formatMoney, localDigits } from '../../../lib/format';
import { Icon } from '../../../ui/icons';
import { useInterval, useReducedMotion } from '../../../ui/motion';

/** The jackpot wanders between these, with 2 decimals. */
export const jackpotRange = { min: 20_000_000, max: 21_000_000 } as const;
/** The payout counter starts near this and jumps every 2 s by 1,000 to 5,000. */
export const payoutStart = 407_000_000;
export const payoutEveryMs = 2000;
export const payoutStep = { min: 1000, max: 5000 } as const;

/**
 * The jackpot moves four times a second, by about 250 a second. Each move restyles, lays out and
 * paints the counter: eleven a second kept a cheap phone's main thread a fifth busy with it alone.
 */
const jackpotTickMs = 250;
const jackpotStepMax = 500;

export function nextJackpot(value: number, random: number): number {
  const next = value + 1 + random * jackpotStepMax;
  return next >= jackpotRange.max ? jackpotRange.min + random * 1000 : next;
}

export function nextPayout(value: number, random: number): number {
  return value + Math.round(payoutStep.min + random * (payoutStep.max - payoutStep.min));
}

/**
 * A number whose digits roll into place, each a strip of the ten digits, one a line, moved to its
 * own; screen readers get the plain text.
 */
function RollingNumber({ text }: { text: string }) {
  const lng = useLanguage();
  const digits = useMemo(() => [...localDigits('0123456789', lng)], [lng]);
  const chars = [...text];
  return (
    <span className="rolling">
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="rolling-visual">
        {chars.map((ch, i) => {
          const d = digits.indexOf(ch);
          if (d < 0) {
            return (
              <span key={`${i}-${ch}`} className="rolling-char">
                {ch}
              </span>
            );
          }
          return (
            <span key={chars.length - i} className="rolling-digit">
              <span className="rolling-strip" style={{ transform: `translateY(${-d * 10}%)` }}>
                {digits.join('\n')}
              </span>
            </span>
          );
        })}
      </span>
    </span>
  );
}

/** The jackpot counter and the paid-out counter; both stand still under reduced motion. */
export function Counters({ site }: { site: Site }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const reduced = useReducedMotion();
  const [jackpotStart] = useState(() => jackpotRange.min + Math.random() * 400_000);
  const jackpot = useRef({ value: jackpotStart, el: null as HTMLParagraphElement | null });
  const [payout, setPayout] = useState(() => payoutStart + Math.round(Math.random() * 90_000));
  // Its ticks go straight to the text node: re-rendering React that often would keep
  // lower-priority work (the lazy sections below) from ever finishing on a slow phone. The node
  // is changed in place, not replaced: a new text node is a new paint, and the browser would
  // keep taking the counter for the page's largest content as it renders.
  useInterval(() => {
    const j = jackpot.current;
    j.value = nextJackpot(j.value, Math.random());
    const text = j.el?.firstChild;
    if (text instanceof Text) text.data = formatMoney(j.value, site.currency, lng);
  }, reduced ? null : jackpotTickMs);
  useInterval(() => setPayout((v) => nextPayout(v, Math.random())), reduced ? null : payoutEveryMs);
  return (
    <section className="counters" aria-labelledby="jackpot-title">
      <div className="jackpot">
        <h2 id="jackpot-title" className="jackpot-title">
          <Icon name="trophy" size={20} />
          {t('home.jackpot')}
        </h2>
        <p
          className="jackpot-value"
          ref={(el) => {
            jackpot.current.el = el;
          }}
        >
          {formatMoney(jackpotStart, site.currency, lng)}
        </p>
      </div>
      <div className="payout">
        <p className="payout-label">{t('home.totalPaid')}</p>
        <p className="payout-value">
          <RollingNumber text={formatMoney(payout, site.currency, lng)} />
        </p>
      </div>
    </section>
  );
}
