import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session, Site } from '../../api/types';
import * as firebase from '../../domain/session/firebase';
import en from '../../i18n/en.json';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

// The Firebase chunk stands in for Firebase: what it is asked, and the ID tokens it answers.
vi.mock('../../domain/session/firebase', () => ({
  prepare: vi.fn(),
  signInWith: vi.fn(),
  sendPhoneCode: vi.fn(),
  errorKind: vi.fn(() => 'failed'),
}));

const idToken = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1aWQtYW5hIn0.';
const firebaseConfig = {
  apiKey: 'demo-api-key', authDomain: 'demo-casino.firebaseapp.com', projectId: 'demo-casino', appId: '1:0:web:0', sms: false,
};

/** The site with a Firebase project (or none) and the social switches as given. */
function useSite(firebaseOf: Partial<typeof firebaseConfig> | null, switches: Record<string, boolean>) {
  const site = goldenBody('site') as Site;
  const answer: Site = { ...site, switches: { ...site.switches, ...switches }, ...(firebaseOf && { firebase: { ...firebaseConfig, ...firebaseOf } }) };
  server.use(http.get('/api/v1/site', () => HttpResponse.json(answer)));
}

/** Logins the BFF is sent, answered as a Firebase sign-in of a new member. */
function recordLogins(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/v1/session', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.method !== 'firebase') return HttpResponse.json({ code: 'unexpected' }, { status: 500 });
      const session = goldenBody('login-firebase') as Session;
      mockSession.signIn(session.userName ?? '');
      return HttpResponse.json(session);
    }),
  );
  return bodies;
}

async function openLogin(language: 'en' | 'bn' = 'en') {
  localStorage.setItem('language', language);
  const view = await renderApp('/m/login');
  await screen.findByRole('button', { name: language === 'en' ? 'Log in' : 'লগইন' });
  return view;
}

const form = () => screen.getByRole('button', { name: /^(Log in|লগইন)$/ }).closest('form') as HTMLElement;

beforeEach(() => {
  vi.mocked(firebase.signInWith).mockReset();
  vi.mocked(firebase.sendPhoneCode).mockReset();
  vi.mocked(firebase.prepare).mockReset();
  vi.mocked(firebase.errorKind).mockReturnValue('failed');
});

describe('login: social sign-in through Firebase', () => {
  it.each([
    ['switches off', firebaseConfig, {}],
    ['no Firebase project', null, { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true }],
  ])('shows no button and loads no Firebase with %s', async (_, config, switches) => {
    useSite(config, switches);
    await openLogin();
    expect(within(form()).queryByRole('group', { name: 'Or log in with' })).not.toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: 'Google' })).not.toBeInTheDocument();
    expect(firebase.prepare).not.toHaveBeenCalled();
  });

  it('shows each button whose switch is on', async () => {
    useSite({}, { GOOGLELOGIN3: false, FACEBOOKLOGIN3: true });
    await openLogin();
    const group = await within(form()).findByRole('group', { name: 'Or log in with' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Facebook']);
    await waitFor(() => expect(firebase.prepare).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'demo-casino' })));
  });

  it('logs in with Google: the ID token goes to the BFF once and nowhere else', async () => {
    useSite({}, { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true });
    vi.mocked(firebase.signInWith).mockResolvedValue(idToken);
    const bodies = recordLogins();
    const { user } = await openLogin();
    await user.click(await within(form()).findByRole('button', { name: 'Google' }));
    await screen.findByRole('group', { name: 'Balance' });
    expect(window.location.pathname).toBe('/m/home');
    expect(firebase.signInWith).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'demo-casino' }), 'google');
    expect(bodies).toEqual([{ method: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken, rememberMe: false, as: 'member' }]);
    const stored = [...Object.keys(localStorage).map((k) => localStorage.getItem(k)), ...Object.keys(sessionStorage).map((k) => sessionStorage.getItem(k))].join(' ');
    expect(stored).not.toContain(idToken);
  });

  it('says nothing when the player closes the popup, and says so when the sign-in fails', async () => {
    useSite({}, { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true });
    const bodies = recordLogins();
    vi.mocked(firebase.signInWith).mockRejectedValue({ code: 'auth/popup-closed-by-user' });
    vi.mocked(firebase.errorKind).mockReturnValue('cancelled');
    const { user } = await openLogin();
    await user.click(await within(form()).findByRole('button', { name: 'Facebook' }));
    await waitFor(() => expect(firebase.signInWith).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.mocked(firebase.errorKind).mockReturnValue('failed');
    await user.click(within(form()).getByRole('button', { name: 'Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logging in with Facebook did not work. Please try again.');
    expect(bodies).toEqual([]);
  });

  it('shows the buttons in Bengali', async () => {
    useSite({}, { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true });
    await openLogin('bn');
    const group = await within(form()).findByRole('group', { name: 'অথবা লগইন করুন' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['গুগল', 'ফেসবুক']);
  });
});

describe('login: the SMS code from Firebase where the site chose it', () => {
  it('sends the code through Firebase and logs the number in with its ID token', async () => {
    useSite({ sms: true }, {});
    const wrong = Object.assign(new Error('wrong code'), { code: 'auth/invalid-verification-code' });
    const confirm = vi.fn((code: string) => (code === '123456' ? Promise.resolve(idToken) : Promise.reject(wrong)));
    vi.mocked(firebase.sendPhoneCode).mockResolvedValue({ confirm, clear: vi.fn() });
    const bodies = recordLogins();
    const { user } = await openLogin();
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText(en.login.codeSent)).toBeInTheDocument();
    expect(firebase.sendPhoneCode).toHaveBeenCalledWith(expect.objectContaining({ sms: true }), '+8801712345678', expect.any(HTMLElement));
    vi.mocked(firebase.errorKind).mockReturnValue('wrongCode');
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(en.errors.sms_code_invalid)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(screen.getByLabelText('SMS code'));
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('group', { name: 'Balance' });
    expect(bodies).toEqual([
      { method: 'firebase', firebaseChannel: 'sms', firebaseIdToken: idToken, firebaseMobileNo: '1712345678', countryDialingCode: '880', rememberMe: false, as: 'member' },
    ]);
  });
});
