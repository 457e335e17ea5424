import { lazy, Suspense, type ReactNode } from 'react';
import type { Access } from './route-table';
import { PageSkeleton } from '../ui/page-skeleton';

// The rules of restricted screens load with the first of them: the home page needs none.
const RestrictedGuard = lazy(() => import('./guard-restricted').then((m) => ({ default: m.RestrictedGuard })));

/** Screens open to all show at once; the others go through the login, agent and deposit rules. */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'all') return children;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <RestrictedGuard access={access}>{children}</RestrictedGuard>
    </Suspense>
  );
}
