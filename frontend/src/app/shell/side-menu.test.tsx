import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../api/types';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { findByLabelledRole, renderApp } from '../../test/render-app';

/** A menu link's own text, without its unread badge (Inbox carries its unread count). */
const label = (l: HTMLElement) => [...l.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('badge'))).map((n) => n.textContent).join('');

async function openMenu(language: 'en' | 'bn', switches?: Record<string, boolean>) {
  if (switches) {
    const site = goldenBody('site') as Site;
    server.use(http.get('/api/v1/site', () => HttpResponse.json({ ...site, switches: { ...site.switches, ...switches } })));
  }
  localStorage.setItem('language', language);
  mockSession.signIn('demo01');
  const view = await renderApp('/m/home');
  await view.user.click(await screen.findByRole('button', { name: language === 'en' ? 'Open menu' : 'মেনু খুলুন' }));
  const menu = await findByLabelledRole('dialog', language === 'en' ? 'Menu' : 'মেনু');
  return { ...view, menu };
}

describe('side menu: the member accordion', () => {
  it('lists the member screens whose switches are on, and the money shortcuts lead to the screens', async () => {
    const { user, menu } = await openMenu('en');
    expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    const member = within(menu).getByRole('button', { name: 'Member' });
    expect(member).toHaveAttribute('aria-expanded', 'false');
    await user.click(member);
    expect(member).toHaveAttribute('aria-expanded', 'true');
    const links = document.getElementById('menu-member') as HTMLElement;
    expect(within(links).getAllByRole('link').map((l) => [label(l), l.getAttribute('href')])).toEqual([
      ['VIP benefits', '/m/member/benefits'],
      ['Betting record', '/m/gameRecord'],
      ['Account record', '/m/transaction/record?types=A'],
      ['Security centre', '/m/securityCenter'],
      ['Deposit record', '/m/vouReport'],
      ['Profit and loss', '/m/profitandloss'],
      ['Inbox', '/m/webEmail'],
    ]);
    await user.click(within(links).getByRole('link', { name: 'Account record' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account record' })).toBeInTheDocument();
  });

  it('hides the entries whose switch is off, in Bengali', async () => {
    const { user, menu } = await openMenu('bn', { TRANSBETREPMEM3: false, PERSREP: false, SHOWVIP: false });
    await user.click(within(menu).getByRole('button', { name: 'সদস্য' }));
    const links = document.getElementById('menu-member') as HTMLElement;
    expect(within(links).getAllByRole('link').map(label)).toEqual(['অ্যাকাউন্ট রেকর্ড', 'নিরাপত্তা কেন্দ্র', 'ডিপোজিট রেকর্ড', 'ইনবক্স']);
  });

  it('has no member accordion when every switch of it is off', async () => {
    const { menu } = await openMenu('en', { SHOWVIP: false, TRANSBETREPMEM3: false, TRANSREC3: false, SECPRIV: false, DEPRECM3: false, PERSREP: false, MAILCEN: false });
    expect(within(menu).queryByRole('button', { name: 'Member' })).not.toBeInTheDocument();
  });
});
