import { useRef } from 'react';
import { useHome } from '../../api/home';
import { useSite } from '../../api/site';
import { useTranslation } from '../../i18n/i18n';
import { useLoadedAfterFirstPaint } from '../../lib/use-loaded-after-first-paint';
import { useNearScreen } from '../../lib/near-screen';
import { Skeleton } from '../../ui/skeleton';
import { BannerCarousel } from './components/banner-carousel';
import { BelowFoldSkeleton } from './components/below-fold-skeleton';
import { Counters } from './components/counters';
import { GamePages, GamePagesSkeleton } from './components/game-grid';
import { HomeSection, sectionState } from './components/home-section';
import './home.css';

// Below the fold: its code loads, and it is drawn, once the first view has been painted and the
// player scrolls towards it. Nothing of it is rendered, laid out or painted while the page loads.
const loadBelowFold = () => import('./components/below-fold');

/** The home page, from one GET /api/v1/home; a section the BFF reports unavailable fails alone. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  // Only the retry states read `error` and `isValidating`: SWR re-renders for each field read, and
  // the revalidation of the answer fetched just before the page mounted would redraw it twice.
  const query = useHome();
  const { data: home, mutate } = query;
  const busy = () => query.isValidating;
  const belowFoldPlace = useRef<HTMLElement>(null);
  const belowFold = useLoadedAfterFirstPaint(loadBelowFold, useNearScreen(belowFoldPlace));
  const failed = !home && query.error !== undefined;
  const retry = () => void mutate();
  if (!site) return null;
  const bannerState = sectionState(home?.banners, failed);
  return (
    <div className="home">
      <h1 className="sr-only">{site.name}</h1>
      <div className="banners">
        {bannerState === 'ok' && home && home.banners.items.length > 0 ? (
          <BannerCarousel banners={home.banners.items} />
        ) : bannerState === 'loading' ? (
          <Skeleton ratio="5 / 2" radius="var(--radius)" className="banner-skeleton" />
        ) : null}
      </div>

      <Counters site={site} />

      <HomeSection
        id="hot-games"
        title={t('home.hotGames')}
        state={sectionState(home?.hotGames, failed)}
        skeleton={<GamePagesSkeleton />}
        onRetry={retry}
        busy={busy}
      >
        {() => <GamePages games={home?.hotGames.items ?? []} label={t('home.hotGames')} eager />}
      </HomeSection>

      {belowFold ? (
        <belowFold.BelowFold home={home} site={site} failed={failed} onRetry={retry} busy={busy} />
      ) : (
        <BelowFoldSkeleton ref={belowFoldPlace} />
      )}
    </div>
  );
}
