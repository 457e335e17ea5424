// The accounts' answers over the goldens, with a signed-in state: POST /session answers the login
// golden and signs the mocks in (so /session, /me, /wallet and the game centre's session-bound
// paths answer for that player); DELETE /session signs out. `mockSession` does the same from tests.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { LoginRequest, Member, PasswordChangeRequest, PhoneResetRequest, RegistrationRequest, Session, Wallet } from '../api/types';
import { golden, goldenBody, type Golden } from './goldens';
import { forcedGolden, type Scenario } from './scenario';
import { setSignedIn, signedIn } from './signed-in';

/** The demo accounts of docs/SESSIONS.md with the goldens that describe them. */
const accounts: Record<string, { password: string; session: string; balance: string; captcha?: boolean; disabled?: boolean }> = {
  demo01: { password: 'Demo1234', session: 'session-member', balance: '12345.67' },
  agent01: { password: 'Agent1234', session: 'session-agent', balance: '50210.00' },
  free01: { password: 'Free1234', session: 'session-free', balance: '2000.00' },
  captcha01: { password: 'Captcha1234', session: 'session-member', balance: '100.00', captcha: true },
  // the back office disabled it: its right password is refused account_disabled
  disabled01: { password: 'Disabled1234', session: 'session-member', balance: '0.00', disabled: true },
};
const smsCode = '123456';
/** Accounts made while the mocks run (registration, set password by phone): name to password. */
const created = new Map<string, string>();
const failures = new Map<string, number>();
const storageKey = 'mockUser';

/** The session of a demo account (or of one made while the mocks run: a member). */
export function sessionOf(user: string): Session {
  const known = accounts[user];
  const base = goldenBody(known ? known.session : 'session-member') as Session;
  return { ...base, userName: user };
}

/** Signs the mocks in or out, as a login or logout through the site would. */
export const mockSession = {
  signIn(user: string): void {
    setSignedIn(user);
    try {
      sessionStorage.setItem(storageKey, user);
    } catch {
      // no storage: the state lasts for this page
    }
  },
  signOut(): void {
    setSignedIn(null);
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // as above
    }
  },
  user: (): string | null => signedIn(),
  reset(): void {
    mockSession.signOut();
    created.clear();
    failures.clear();
  },
};

/** `npm run dev`: a reload keeps the mocks signed in, as the session cookie would. */
export function restoreMockSession(): void {
  const user = sessionStorage.getItem(storageKey);
  if (user) setSignedIn(user);
}

function answer(g: Golden | string, change?: (body: Record<string, unknown>) => unknown): Response {
  const gold = typeof g === 'string' ? golden(g) : g;
  const body = change ? change(structuredClone(gold.body) as Record<string, unknown>) : gold.body;
  const type = gold.status >= 400 ? 'application/problem+json' : 'application/json';
  return new HttpResponse(JSON.stringify(body), { status: gold.status, headers: { 'Content-Type': type } });
}

const loginRequired = () => answer('me-login-required');

function problem(status: number, code: string, fields?: { name: string; code: string; detail?: string }[]): Response {
  const body = { type: 'about:blank', title: code, status, code, detail: code, ...(fields && { fields }) };
  return new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/problem+json' } });
}

const mobileUser = (mobile: string, dialingCode = '880') => `${dialingCode}${mobile.replace(/\D/g, '').replace(/^0/, '')}`;

function logIn(body: LoginRequest): Response {
  if (body.as !== undefined && body.as !== 'member' && body.as !== 'agent') return answer('login-as-invalid');
  if (body.method === 'mobile') {
    const mobile = body.mobile ?? '';
    if (!/^[+\d\s-]{4,20}$/.test(mobile) || !/^\d{4,10}$/.test(body.smsCode ?? '')) return answer('login-validation-failed');
    if (body.smsCode !== smsCode) return answer('login-invalid-credentials');
    const user = mobileUser(mobile, body.dialingCode);
    mockSession.signIn(user);
    return answer('login-mobile', (b) => ({ ...b, userName: user }));
  }
  const user = (body.username ?? '').trim();
  const account = accounts[user];
  const password = account?.password ?? created.get(user);
  const count = failures.get(user) ?? 0;
  const needsCaptcha = account?.captcha === true || count >= 2;
  if (needsCaptcha && !(body.captchaId && body.captcha)) return answer('login-captcha-required');
  if (password === undefined || body.password !== password) {
    failures.set(user, count + 1);
    return answer(count + 1 >= 3 ? 'login-captcha-required' : 'login-invalid-credentials');
  }
  failures.delete(user);
  // Right credentials the back office refuses all the same: a disabled account, or the wrong kind
  // of account for the login form (`as`).
  if (account?.disabled) return answer('login-account-disabled');
  if (body.as === 'member' && sessionOf(user).isAgent) return answer('login-member-login-refused');
  if (body.as === 'agent' && !sessionOf(user).isAgent) return answer('login-agent-login-refused');
  mockSession.signIn(user);
  return answer('login', (b) => ({ ...sessionOf(user), ...(body.rememberMe ? { rememberMe: true, expiresAt: b.expiresAt } : {}) }));
}

/** The referral codes of members (an invite-friends link's ref): demo01's, as its invitation golden says. */
const referralCodes = new Set([(goldenBody('invitation') as { code: string }).code]);

/** An inviting member's code the upstream knows no member by: the BFF asks only once the form passes. */
const referrerUnknown = (body: RegistrationRequest) => Boolean(body.referralCode) && !referralCodes.has(body.referralCode ?? '');

function registerAccount(body: RegistrationRequest): Response {
  if (body.registerMethod !== undefined && !['APP', 'H5', 'PWA', 'WEBCLIP'].includes(body.registerMethod)) {
    return problem(400, 'validation_failed', [{ name: 'registerMethod', code: 'invalid' }]);
  }
  if (body.method === 'username') {
    const name = body.username ?? '';
    if (accounts[name] || created.has(name)) return answer('registration-username-taken');
    if (!/^[a-zA-Z][a-zA-Z0-9]{5,15}$/.test(name) || !/^[A-Za-z0-9!@#$%^&*()_+=.-]{6,20}$/.test(body.password) || body.password !== body.confirmPassword) {
      return answer('registration-validation-failed');
    }
    if (body.invitationCode && body.invitationCode !== 'AFF2026') return problem(400, 'validation_failed', [{ name: 'invitationCode', code: 'invitation_invalid' }]);
    if (referrerUnknown(body)) return answer('registration-referrer-invalid');
    created.set(name, body.password);
    mockSession.signIn(name);
    return answer('registration-created', (b) => ({ ...b, userName: name }));
  }
  const digits = (body.mobile ?? '').replace(/\D/g, '').replace(/^0/, '');
  if (digits.length !== 10) return answer('registration-mobile-invalid');
  if (body.smsCode !== smsCode) return problem(400, 'validation_failed', [{ name: 'smsCode', code: 'sms_code_invalid' }]);
  if (referrerUnknown(body)) return answer('registration-referrer-invalid');
  const user = mobileUser(digits, body.dialingCode);
  created.set(user, body.password);
  mockSession.signIn(user);
  return answer('registration-created', (b) => ({ ...b, userName: user }));
}

/** Handlers that go before the golden handlers; a forced scenario golden of the same path wins. */
export function sessionHandlers(getScenario: () => Scenario): HttpHandler[] {
  const forced = (method: string, path: string): Response | undefined => {
    const name = forcedGolden(getScenario());
    if (name === undefined) return undefined;
    const g = (() => {
      try {
        return golden(name);
      } catch {
        return undefined;
      }
    })();
    return g && g.method === method && g.path === path ? answer(g) : undefined;
  };
  const user = () => signedIn();
  return [
    http.get('/api/v1/session', () => forced('GET', '/api/v1/session') ?? (user() ? HttpResponse.json(sessionOf(user() ?? '')) : answer('session-visitor'))),
    http.post('/api/v1/session', async ({ request }) => forced('POST', '/api/v1/session') ?? logIn((await request.json()) as LoginRequest)),
    http.delete('/api/v1/session', () => {
      mockSession.signOut();
      return answer('logout');
    }),
    http.post('/api/v1/session/renew', () => (user() ? HttpResponse.json(sessionOf(user() ?? '')) : loginRequired())),
    http.get('/api/v1/me', () => {
      const name = user();
      if (!name) return loginRequired();
      const s = sessionOf(name);
      const me = goldenBody('me') as Member;
      return HttpResponse.json({
        ...me,
        account: name,
        nickname: name === 'demo01' ? me.nickname : undefined,
        displayName: name === 'demo01' ? me.displayName : name,
        clubLabel: name === 'demo01' ? me.clubLabel : undefined,
        type: s.type ?? 0,
        role: s.role,
        canDeposit: s.canDeposit,
        isAgent: s.isAgent,
      } satisfies Member);
    }),
    http.get('/api/v1/wallet', () => {
      const name = user();
      if (!name) return loginRequired();
      return HttpResponse.json({ ...(goldenBody('wallet') as Wallet), balance: accounts[name]?.balance ?? '0.00' } satisfies Wallet);
    }),
    // GET /me/unread-counts: src/mocks/messages.ts (the counts follow the read marks)
    http.put('/api/v1/me/password', async ({ request }) => {
      const name = user();
      if (!name) return loginRequired();
      const body = (await request.json()) as PasswordChangeRequest;
      if (body.newPassword === body.oldPassword) return answer('password-change-same');
      if (!body.oldPassword || !/^[A-Za-z0-9!@#$%^&*()_+=.-]{6,20}$/.test(body.newPassword) || body.newPassword !== body.confirmPassword) {
        return answer('password-change-invalid');
      }
      const current = accounts[name]?.password ?? created.get(name);
      if (current !== undefined && current !== body.oldPassword) return problem(400, 'validation_failed', [{ name: 'oldPassword', code: 'password_incorrect' }]);
      return HttpResponse.json({ changed: true });
    }),
    http.post('/api/v1/registrations', async ({ request }) => forced('POST', '/api/v1/registrations') ?? registerAccount((await request.json()) as RegistrationRequest)),
    http.get('/api/v1/usernames/:name', ({ params }) => {
      const name = String(params.name);
      const taken = Boolean(accounts[name]) || created.has(name);
      return answer(taken ? 'usernames-taken' : 'usernames-free', () => ({ username: name, available: !taken }));
    }),
    http.get('/api/v1/invitation-codes/:code', ({ params }) => {
      const code = String(params.code);
      return answer('invitation-code', () => ({ code, valid: code === 'AFF2026' }));
    }),
    http.post('/api/v1/password-resets/phone', async ({ request }) => {
      const body = (await request.json()) as PhoneResetRequest;
      if (body.smsCode !== smsCode) return answer('password-reset-phone-code-wrong');
      const name = mobileUser(body.mobile, body.dialingCode);
      created.set(name, body.newPassword);
      mockSession.signIn(name);
      return answer('password-reset-phone', (b) => ({ ...b, userName: name }));
    }),
    http.post('/api/v1/password-resets/email', async ({ request }) => {
      const forcedAnswer = forced('POST', '/api/v1/password-resets/email');
      if (forcedAnswer) return forcedAnswer;
      const body = (await request.json()) as { email?: string };
      return answer(/^\w+([.-]\w+)*@\w+(\.\w{2,3}){1,3}$/.test((body.email ?? '').trim()) ? 'password-forgot' : 'password-forgot-invalid');
    }),
  ];
}
