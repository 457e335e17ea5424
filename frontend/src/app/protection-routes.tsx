// The player-protection screens (issue 19): the responsible-gaming page with a member's tools,
// the end page of a time-out or self-exclusion, and the helplines page. money-routes.tsx reaches
// this table, so the first view carries neither it nor its screens; each screen arrives with the
// whole language pack (the protection section is not in the first view's strings).
import type { ComponentType } from 'react';
import { screen } from './screens';

/** Route path (as in routes.ts) to its screen. */
export const protectionScreens: Record<string, ComponentType> = {
  '/responsibleGaming': screen(() => import('../features/responsible-gaming/responsible-gaming-page'), (m) => m.ResponsibleGamingPage),
  '/excluded': screen(() => import('../features/excluded/excluded-page'), (m) => m.ExcludedPage),
  '/helplines': screen(() => import('../features/excluded/helplines-page'), (m) => m.HelplinesPage),
};
