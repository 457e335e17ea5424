// The account screens (issue 5), each its own lazy chunk that arrives with the account strings
// (the first view carries neither: see build/i18n-core-plugin.ts).
import type { ComponentType } from 'react';
import { preloadableScreen, screen } from './screens';

/** The member centre; main.tsx starts its code and strings before the first render on it. */
export const [MemberHomeScreen, loadMemberHomePage] = preloadableScreen(
  () => import('../features/member/member-home-page'),
  (m) => m.MemberHomePage,
);

/** Route path (as in routes.ts) to its screen. */
export const accountScreens: Record<string, ComponentType> = {
  '/login': screen(() => import('../features/login/login-page'), (m) => m.LoginPage),
  '/register': screen(() => import('../features/register/register-page'), (m) => m.RegisterPage),
  '/forget': screen(() => import('../features/security/forget-page'), (m) => m.ForgetPage),
  '/changePsw': screen(() => import('../features/security/change-password-page'), (m) => m.ChangePasswordPage),
  '/member/home': MemberHomeScreen,
  '/set': screen(() => import('../features/settings/settings-page'), (m) => m.SettingsPage),
};
