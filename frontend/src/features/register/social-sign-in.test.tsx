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

const idToken = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1aWQtYm8ifQ.';

function useSite(sms: boolean, switches: Record<string, boolean>) {
  const site = goldenBody('site') as Site;
  const firebaseConfig = { apiKey: 'demo-api-key', authDomain: 'demo-casino.firebaseapp.com', projectId: 'demo-casino', appId: '1:0:web:0', sms };
  server.use(http.get('/api/v1/site', () => HttpResponse.json({ ...site, switches: { ...site.switches, ...switches }, firebase: firebaseConfig })));
}

/** The bodies of the requests to path, each answered as a new member's session. */
function record(path: string, golden: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      const session = goldenBody(golden) as Session;
      mockSession.signIn(session.userName ?? '');
      return HttpResponse.json(session, { status: path === '/api/v1/registrations' ? 201 : 200 });
    }),
  );
  return bodies;
}

async function openRegister(language: 'en' | 'bn' = 'en') {
  localStorage.setItem('language', language);
  const view = await renderApp('/m/register');
  await screen.findByRole('button', { name: language === 'en' ? 'Sign up' : 'নিবন্ধন করুন' });
  return view;
}

beforeEach(() => {
  vi.mocked(firebase.signInWith).mockReset();
  vi.mocked(firebase.sendPhoneCode).mockReset();
  vi.mocked(firebase.errorKind).mockReturnValue('failed');
});

describe('registration: social sign-in through Firebase', () => {
  it('signs up with Facebook: a Firebase login, whose first makes the account', async () => {
    useSite(false, { FACEBOOKLOGIN3: true });
    vi.mocked(firebase.signInWith).mockResolvedValue(idToken);
    const logins = record('/api/v1/session', 'login-firebase');
    const { user } = await openRegister();
    const group = await screen.findByRole('group', { name: 'Or sign up with' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Facebook']);
    await user.click(within(group).getByRole('button', { name: 'Facebook' }));
    await screen.findByRole('group', { name: 'Balance' });
    expect(window.location.pathname).toBe('/m/home');
    expect(logins).toEqual([{ method: 'firebase', firebaseChannel: 'facebook', firebaseIdToken: idToken, rememberMe: false }]);
  });

  it('shows the buttons in Bengali', async () => {
    useSite(false, { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    await openRegister('bn');
    const group = await screen.findByRole('group', { name: 'অথবা নিবন্ধন করুন' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['গুগল', 'ফেসবুক']);
  });

  it('shows no button with the switches off', async () => {
    useSite(false, {});
    await openRegister();
    expect(screen.queryByRole('group', { name: 'Or sign up with' })).not.toBeInTheDocument();
  });
});

describe('registration: the SMS code from Firebase where the site chose it', () => {
  it('sends the number’s ID token instead of the code', async () => {
    useSite(true, {});
    const confirm = vi.fn(() => Promise.resolve(idToken));
    vi.mocked(firebase.sendPhoneCode).mockResolvedValue({ confirm, clear: vi.fn() });
    const bodies = record('/api/v1/registrations', 'registration-firebase-sms');
    const { user } = await openRegister();
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText(/^Mobile number/, { selector: 'input' }), '01912345670');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(firebase.sendPhoneCode).toHaveBeenCalledWith(expect.objectContaining({ sms: true }), '+8801912345670', expect.any(HTMLElement)));
    expect(await screen.findByText(en.login.codeSent)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^SMS code/, { selector: 'input' }), '123456');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('group', { name: 'Balance' });
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ method: 'mobile', mobile: '01912345670', dialingCode: '880', firebaseChannel: 'sms', firebaseIdToken: idToken });
    expect(bodies[0]).not.toHaveProperty('smsCode');
  });
});
