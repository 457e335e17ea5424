import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistrationRequest } from '../../api/types';
import { server } from '../../mocks/server';
import { installMatchMedia } from '../../test/match-media';
import { renderApp } from '../../test/render-app';

/** The bodies of POST /api/v1/registrations. */
function registrations(): RegistrationRequest[] {
  const bodies: RegistrationRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/v1/registrations') void request.clone().json().then((b) => bodies.push(b as RegistrationRequest));
  });
  return bodies;
}

const words = {
  en: { submit: 'Sign up', username: /^Username/, password: /^Password/, confirm: /^Confirm password/, terms: /I am over 18/, done: 'Registered successfully', referrer: 'Referrer link error' },
  bn: { submit: 'নিবন্ধন করুন', username: /^ইউজারনেম/, password: /^পাসওয়ার্ড(?! নিশ্চিত)/, confirm: /^পাসওয়ার্ড নিশ্চিত/, terms: /আমার বয়স ১৮/, done: 'নিবন্ধন সফল হয়েছে', referrer: 'রেফারার লিংকে ত্রুটি আছে' },
};

/** Fills the username form of /m/register (at path) and sends it. */
async function register(path: string, language: 'en' | 'bn', username: string) {
  localStorage.setItem('language', language);
  const w = words[language];
  const { user } = await renderApp(path);
  await screen.findByRole('button', { name: w.submit });
  await user.type(screen.getByLabelText(w.username, { selector: 'input' }), username);
  await user.type(screen.getByLabelText(w.password, { selector: 'input' }), 'Secret123');
  await user.type(screen.getByLabelText(w.confirm, { selector: 'input' }), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: w.terms }));
  await user.click(screen.getByRole('button', { name: w.submit }));
}

describe('registration tells the BFF how the site runs and who invited', () => {
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('sends H5 from a browser, and the ref of an invite-friends link as the referral code (English)', async () => {
    const bodies = registrations();
    await register('/m/register?ref=R10086521', 'en', 'invited01');
    expect(await screen.findByText(words.en.done)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ method: 'username', username: 'invited01', registerMethod: 'H5', referralCode: 'R10086521' });
  });

  it('sends PWA from the home screen, and no referral code without a link (Bengali)', async () => {
    installMatchMedia((q) => q === '(display-mode: standalone)');
    const bodies = registrations();
    await register('/m/register', 'bn', 'homescreen01');
    expect(await screen.findByText(words.bn.done)).toBeInTheDocument();
    expect(bodies[0]?.registerMethod).toBe('PWA');
    expect(bodies[0]).not.toHaveProperty('referralCode');
  });

  it.each(['en', 'bn'] as const)('says so when the link names no member (%s)', async (language) => {
    await register('/m/register?ref=R999', language, 'invited02');
    expect(await screen.findByText(words[language].referrer)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/register');
  });
});
