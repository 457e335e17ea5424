import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../api/types';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

const site = goldenBody('site') as Site;

/** The site's answer with some switches changed. */
function switches(changes: Record<string, boolean>): void {
  server.use(http.get('/api/v1/site', () => HttpResponse.json({ ...site, switches: { ...site.switches, ...changes } })));
}

const words = {
  bn: { nav: 'প্রধান', invite: 'আমন্ত্রণ', hint: 'বোনাস', bar: 'অ্যাপটি নিন', download: 'অ্যাপ ডাউনলোড করুন', promotion: 'প্রমোশন' },
  en: { nav: 'Main', invite: 'Invite', hint: 'Bonus', bar: 'Get the app', download: 'Download app', promotion: 'Promotion' },
};

/** The invite entry of the bottom navigation, once the page around it has come. */
async function inviteEntry(language: 'bn' | 'en'): Promise<HTMLElement> {
  const nav = await screen.findByRole('navigation', { name: words[language].nav });
  return within(nav).getByRole('link', { name: new RegExp(words[language].invite) });
}

describe('the bottom navigation follows REFERRAL', () => {
  it.each(['bn', 'en'] as const)('shows a visitor the bonus hint on invite, REFERRAL or not (%s)', async (language) => {
    localStorage.setItem('language', language);
    switches({ REFERRAL: false });
    await renderApp('/m/activity');
    const invite = await inviteEntry(language);
    expect(invite).toHaveAttribute('href', '/m/inviteFriends');
    expect(within(invite).getByText(words[language].hint)).toBeInTheDocument();
  });

  it.each(['bn', 'en'] as const)('shows a member the hint while REFERRAL is on (%s)', async (language) => {
    localStorage.setItem('language', language);
    mockSession.signIn('demo01');
    await renderApp('/m/activity');
    const invite = await inviteEntry(language);
    expect(await within(invite).findByText(words[language].hint)).toBeInTheDocument();
  });

  it.each(['bn', 'en'] as const)('hides the hint from a member when REFERRAL is off (%s)', async (language) => {
    localStorage.setItem('language', language);
    switches({ REFERRAL: false });
    mockSession.signIn('demo01');
    await renderApp('/m/activity');
    await screen.findByRole('heading', { level: 1, name: words[language].promotion });
    const invite = await inviteEntry(language);
    expect(within(invite).queryByText(words[language].hint)).not.toBeInTheDocument();
  });
});

describe('the app-bonus bar follows APP_DOWNLOAD', () => {
  it.each(['bn', 'en'] as const)('advertises the bonus while APP_DOWNLOAD is on (%s)', async (language) => {
    localStorage.setItem('language', language);
    await renderApp('/m/home');
    const bar = await screen.findByRole('complementary', { name: words[language].bar });
    expect(bar).toHaveTextContent(language === 'bn' ? '১,৮৮৮' : '1,888');
  });

  it.each(['bn', 'en'] as const)('has no bar without APP_DOWNLOAD; the header still offers the app (%s)', async (language) => {
    localStorage.setItem('language', language);
    switches({ APP_DOWNLOAD: false });
    await renderApp('/m/home');
    expect(await screen.findByRole('button', { name: words[language].download })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: words[language].bar })).not.toBeInTheDocument();
  });
});
