// The account screens (issue 5), each its own lazy chunk that arrives with the account strings
// (the first view carries neither: see build/i18n-core-plugin.ts).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAllStrings } from '../i18n/i18n';

function screen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(() => Promise.all([load(), loadAllStrings()]).then(([m]) => ({ default: pick(m) })));
}

/** Route path (as in routes.ts) to its screen. */
export const accountScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  '/login': screen(() => import('../features/login/login-page'), (m) => m.LoginPage),
  '/register': screen(() => import('../features/register/register-page'), (m) => m.RegisterPage),
  '/forget': screen(() => import('../features/security/forget-page'), (m) => m.ForgetPage),
  '/changePsw': screen(() => import('../features/security/change-password-page'), (m) => m.ChangePasswordPage),
  '/member/home': screen(() => import('../features/member/member-home-page'), (m) => m.MemberHomePage),
  '/set': screen(() => import('../features/settings/settings-page'), (m) => m.SettingsPage),
};
