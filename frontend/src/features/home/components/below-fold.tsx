import type { Home, Site } from '../../../api/types';
import { useTranslation } from '../../../i18n/i18n';
import { EmptyState } from '../../../ui/empty-state';
import { GamePagesSkeleton } from './game-grid';
import { HomeSection, sectionState } from './home-section';
import { HotMatches, HotMatchesSkeleton } from './hot-matches';
import { Lobby } from './lobby';
import { MemberRows } from './member-rows';
import { VendorList, VendorListSkeleton } from './vendor-list';
import { Winners, WinnersSkeleton } from './winners';

type Props = { home: Home | undefined; site: Site; failed: boolean; onRetry: () => void; busy: () => boolean };

/** The lobby, hot matches, providers and latest winners. */
export function BelowFold({ home, site, failed, onRetry, busy }: Props) {
  const { t } = useTranslation();
  const common = { onRetry, busy };
  const empty = <EmptyState />;
  return (
    <>
      <MemberRows />
      <HomeSection id="lobby" title={t('home.lobby')} state={sectionState(home?.categories, failed)} skeleton={<GamePagesSkeleton rows={3} />} {...common}>
        {() =>
          home && home.categories.items.length > 0 ? (
            <Lobby
              categories={home.categories.items}
              matches={home.hotMatches.status === 'ok' ? home.hotMatches.items : []}
              sportsVendors={home.vendors.items.filter((v) => v.category === 'SPORTS')}
            />
          ) : (
            empty
          )
        }
      </HomeSection>

      <HomeSection id="hot-matches" className="deferred" title={t('home.hotMatches')} state={sectionState(home?.hotMatches, failed)} skeleton={<HotMatchesSkeleton />} {...common}>
        {() => (home && home.hotMatches.items.length > 0 ? <HotMatches matches={home.hotMatches.items} /> : empty)}
      </HomeSection>

      <HomeSection id="vendors" className="deferred" title={t('home.vendors')} state={sectionState(home?.vendors, failed)} skeleton={<VendorListSkeleton />} {...common}>
        {() => (home && home.vendors.items.length > 0 ? <VendorList vendors={home.vendors.items} /> : empty)}
      </HomeSection>

      <HomeSection id="winners" className="deferred" title={t('home.winners')} state={sectionState(home?.winners, failed)} skeleton={<WinnersSkeleton />} {...common}>
        {() => (home && home.winners.items.length > 0 ? <Winners winners={home.winners.items} site={site} /> : empty)}
      </HomeSection>
    </>
  );
}
