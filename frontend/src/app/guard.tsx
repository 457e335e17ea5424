import { Suspense, type ReactNode } from 'react';
import type { Access } from './route-table';
import { PageSkeleton } from '../ui/page-skeleton';
import { preloadable } from './screens';

// The rules of restricted screens load with the first of them: the home page needs none.
const [RestrictedGuard, loadRestrictedGuard] = preloadable(() => import('./guard-restricted').then((m) => m.RestrictedGuard));

/** Starts the rules of a screen with `access` (main.tsx, on the page it opens on: see routes.ts). */
export function loadGuard(access: Access): Promise<unknown> | undefined {
  return access === 'all' ? undefined : loadRestrictedGuard();
}

/** Screens open to all show at once; the others go through the login, agent and deposit rules. */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'all') return children;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <RestrictedGuard access={access}>{children}</RestrictedGuard>
    </Suspense>
  );
}
