import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { GamePage, HomeCategory } from '../../../api/types';
import { categoryPath } from '../../../domain/games/category-paths';
import { Icon } from '../../../ui/icons';
import { GamePages, GamePagesSkeleton } from './game-grid';
import { SectionRetry } from './home-section';
import { useHomeList } from './home-list';
import { VendorCarousel } from './vendor-carousel';
import { useTranslation } from '../../../i18n/i18n';
import '../../../ui/chips.css';

/** 'More' shows when a list holds more than this many games. */
export const moreAbove = 6;

/**
 * One category's games, up to 30, 9 a request as the player pages through them (the first 9 are
 * home's), with a vendor filter row starting with 'all', and 'more' to its page.
 */
export function CategoryList({ category, eager = false }: { category: HomeCategory; eager?: boolean }) {
  const { t } = useTranslation();
  const [reach, setReach] = useState<{ vendor: string | null; wanted: number }>({ vendor: null, wanted: 1 });
  const vendor = reach.vendor;
  const base = useMemo(() => ({ category: category.code, ...(vendor ? { vendor } : {}) }), [category.code, vendor]);
  const homePage = useMemo<GamePage>(() => ({ items: category.games, page: 1, totalPages: category.totalPages, stale: false }), [category]);
  const list = useHomeList(base, vendor ? undefined : homePage, reach.wanted);
  const name = t(`category.${category.code}`, { defaultValue: category.code });
  const games = list.games;
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
        <VendorCarousel
          choices={[{ code: null, name: t('app.all') }, ...category.vendors.map((v) => ({ code: v.code, name: v.name }))]}
          current={vendor}
          label={t('home.vendorFilter', { category: name })}
          onChoose={(code) => setReach({ vendor: code, wanted: 1 })}
        />
      )}
      {games ? (
        <GamePages
          games={games}
          label={name}
          eager={eager}
          more={list.more || list.failed ? { failed: list.failed, onReach: () => setReach((r) => ({ ...r, wanted: Math.max(r.wanted, list.held + 1) })), onRetry: list.retry } : undefined}
        />
      ) : list.failed ? (
        <SectionRetry onRetry={list.retry} busy={list.loading} />
      ) : (
        <GamePagesSkeleton />
      )}
    </section>
  );
}
