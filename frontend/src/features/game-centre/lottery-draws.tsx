import { useLotteries, type Lottery, type LotteryResult } from '../../api/lotteries';
import { useTranslation } from '../../i18n/i18n';
import { localDigits } from '../../lib/format';
import { dayIn } from '../../lib/dates';
import { useFormat, type Format } from '../../lib/use-format';
import { RetryLine } from '../../ui/list-end';
import { Skeleton } from '../../ui/skeleton';
import '../../ui/card.css';
import './lottery-draws.css';

/** Cards held while GET /api/v1/lotteries is on its way, so the games under them move little when it arrives. */
const placeholders = [0, 1];

/** A moment of today as its time alone, of another day with its date. */
function when(at: string, f: Format): string {
  return dayIn(new Date(at), f.zone) === dayIn(new Date(), f.zone) ? f.time(at) : f.dateTime(at);
}

/** The numbers drawn, one ball each, in drawing order and the page's digits. */
function Balls({ result }: { result: LotteryResult }) {
  const { t } = useTranslation();
  const { lng } = useFormat();
  return (
    <ol className="lottery-balls" aria-label={t('lottery.numbers')}>
      {result.numbers.map((n, i) => (
        <li key={i} className="lottery-ball">
          {localDigits(n, lng)}
        </li>
      ))}
    </ol>
  );
}

/**
 * One lottery: its name, its latest issue with the time it was drawn and its numbers as balls, the
 * next draw's time and its menu; without its draws (they could not be read) the menu alone.
 */
function LotteryCard({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { draws } = lottery;
  const latest = draws?.latest;
  return (
    <li className="card-tight lottery-draw">
      <h3 className="lottery-draw-name">{lottery.name}</h3>
      {latest ? (
        <>
          {/* the issue is the lottery's identifier, written as the back office writes it */}
          <p className="lottery-draw-issue">
            <span>{t('lottery.issue', { issue: latest.issue })}</span>
            <span>{t('lottery.drawnAt', { time: when(latest.drawnAt, f) })}</span>
          </p>
          <Balls result={latest} />
        </>
      ) : (
        <p className="lottery-draw-none">{draws ? t('lottery.noDraw') : t('lottery.unavailable')}</p>
      )}
      {draws?.next && <p className="lottery-draw-next">{t('lottery.next', { time: when(draws.next.drawsAt, f) })}</p>}
      {lottery.menu.length > 0 && (
        <ul className="lottery-menu" aria-label={t('lottery.menu')}>
          {lottery.menu.map((m) => (
            <li key={m.code}>{m.name}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The latest draws of the lottery page's tab (`category` ELOTT or LOTT): each lottery of the
 * category with its latest numbers, asked again after each draw while the page is open
 * (api/lotteries.ts). A failed first answer offers a retry; a failed refresh keeps the draws shown.
 */
export function LotteryDraws({ category }: { category: string }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useLotteries();
  const items = data?.items.filter((l) => l.category === category) ?? [];
  if (data && items.length === 0) return null;
  return (
    <section className="lottery-draws" aria-labelledby="lottery-draws-title" aria-busy={!data && !error}>
      <h2 id="lottery-draws-title" className="lottery-draws-title">
        {t('lottery.draws')}
      </h2>
      {!data && error ? (
        <RetryLine text={t('lottery.loadFailed')} onRetry={() => void mutate()} />
      ) : (
        <ul className="lottery-draw-list">
          {data
            ? items.map((l) => <LotteryCard key={l.id} lottery={l} />)
            : placeholders.map((i) => (
                <li key={i} aria-hidden="true">
                  <Skeleton height={118} radius="var(--radius)" className="lottery-draw-placeholder" />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
