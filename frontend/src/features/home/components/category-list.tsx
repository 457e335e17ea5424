import { useState } from 'react';
import { Link } from 'react-router';
import { useGames } from '../../../api/games';
import type { HomeCategory } from '../../../api/types';
import { categoryPath } from '../../../domain/games/category-paths';
import { Icon } from '../../../ui/icons';
import { GamePages, GamePagesSkeleton } from './game-grid';
import { SectionRetry } from './home-section';
import { useTranslation } from '../../../i18n/i18n';
import '../../../ui/chips.css';

/** A vendor's list on home is one request of this size. */
export const vendorPageSize = 9;
/** 'More' shows when a list holds more than this many games. */
export const moreAbove = 6;

/** One category's games with a vendor filter row starting with 'all', and 'more' to its page. */
export function CategoryList({ category, eager = false }: { category: HomeCategory; eager?: boolean }) {
  const { t } = useTranslation();
  const [vendor, setVendor] = useState<string | null>(null);
  // `error` and `isValidating` are read only in the retry state: SWR re-renders for each field read.
  const query = useGames(vendor ? { category: category.code, vendor, pageSize: vendorPageSize } : null);
  const name = t(`category.${category.code}`, { defaultValue: category.code });
  const games = vendor ? query.data?.items : category.games;
  const titleId = `cat-${category.code}-title`;
  return (
    <section className="category-list" aria-labelledby={titleId}>
      <div className="section-head">
        <h3 id={titleId} className="section-subtitle">
          {name}
        </h3>
        {games && games.length > moreAbove && (
          <Link to={categoryPath(category.code, vendor ?? undefined)} className="more-link" aria-label={t('home.moreOf', { category: name })}>
            {t('app.more')}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </div>
      {category.vendors.length > 0 && (
        <div className="chips" role="group" aria-label={t('home.vendorFilter', { category: name })}>
          <button type="button" className="chip-btn" aria-pressed={vendor === null} onClick={() => setVendor(null)}>
            {t('app.all')}
          </button>
          {category.vendors.map((v) => (
            <button key={v.code} type="button" className="chip-btn" aria-pressed={vendor === v.code} onClick={() => setVendor(v.code)}>
              {v.name}
            </button>
          ))}
        </div>
      )}
      {games ? (
        <GamePages games={games} label={name} eager={eager} />
      ) : query.error ? (
        <SectionRetry onRetry={() => void query.mutate()} busy={query.isValidating} />
      ) : (
        <GamePagesSkeleton />
      )}
    </section>
  );
}
