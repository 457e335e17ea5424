import { Skeleton } from '../../../ui/skeleton';
import { GamePagesSkeleton } from './game-grid';

/** Holds the place of the lobby while the below-the-fold code arrives. */
export function BelowFoldSkeleton() {
  return (
    <section className="home-section" aria-hidden="true">
      <div className="section-head">
        <Skeleton height={20} width={120} />
      </div>
      <GamePagesSkeleton rows={3} />
    </section>
  );
}
