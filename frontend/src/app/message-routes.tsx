// The messages and service screens (issue 16): the message centre, announcements, agents'
// notices, the inbox and the help centre. money-routes.tsx looks a path up here; like it, this
// table is reached through one lazy import, and each screen is its own chunk arriving with the
// whole language pack (the messages' sections are not in the first view's strings).
import type { ComponentType } from 'react';
import { screen } from './screens';

const notices = () => import('../features/notices/notice-page');

/** Route path (as in routes.ts) to its screen. */
export const messageScreens: Record<string, ComponentType> = {
  '/message': screen(() => import('../features/message-centre/message-centre-page'), (m) => m.MessageCentrePage),
  '/notice': screen(notices, (m) => () => <m.NoticePage kind="notice" />),
  '/member/notice': screen(notices, (m) => () => <m.NoticePage kind="agent" />),
  '/webEmail': screen(() => import('../features/inbox/inbox-page'), (m) => m.InboxPage),
  '/help': screen(() => import('../features/help/help-page'), (m) => m.HelpPage),
};
