import type { Ref } from 'react';
import { Skeleton } from '../../../ui/skeleton';
import { GamePagesSkeleton } from './game-grid';

/** Holds the place of the lobby until the player scrolls to it and its code arrives. */
export function BelowFoldSkeleton({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <section className="home-section below-fold-skeleton" aria-hidden="true" ref={ref}>
      <div className="section-head">
        <Skeleton height={20} width={120} />
      </div>
      <GamePagesSkeleton rows={3} />
    </section>
  );
}
