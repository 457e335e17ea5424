import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../api/types';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { renderApp, shellDrawn } from '../../test/render-app';
import { mockSession } from '../../mocks/session';
import { seenPopupsKey } from './home-popups';

const demoSite = goldenBody('site') as Site;

/** Another merchant's site: its own logo, short name and footer lists. */
const otherSite: Site = {
  ...demoSite,
  name: 'Lucky Star',
  brand: { name: 'Lucky Star Casino', shortName: 'Lucky Star', logo: '/media/brand/lucky-star.svg' },
  footer: {
    payments: [{ name: 'Nagad' }, { name: 'USDT' }],
    certifications: [{ name: 'eCOGRA', url: 'https://www.ecogra.org' }],
    security: [],
  },
};

async function openHome(site: Site) {
  server.use(http.get('/api/v1/site', () => HttpResponse.json(site)));
  localStorage.setItem('language', 'en');
  localStorage.setItem(seenPopupsKey, JSON.stringify(['2501', '2502']));
  await renderApp('/m/home');
  return waitFor(
    () => {
      const el = document.querySelector<HTMLElement>('footer.footer');
      if (!el) throw new Error('no footer yet');
      return el;
    }
  );
}

/** A footer list's items, by its heading. */
function listed(footer: HTMLElement, heading: string): string[] {
  const section = within(footer).getByRole('heading', { name: heading }).closest('section');
  return within(section as HTMLElement).getAllByRole('listitem').map((li) => li.textContent ?? '');
}

describe("the site's brand in the shell", () => {
  it("lists the demo's payment methods, certifications and security marks from GET /api/v1/site", async () => {
    const footer = await openHome(demoSite);
    expect(listed(footer, 'Payment methods')).toEqual(demoSite.footer.payments.map((p) => p.name));
    expect(listed(footer, 'Certifications')).toEqual(demoSite.footer.certifications.map((c) => c.name));
    expect(listed(footer, 'Security')).toEqual(demoSite.footer.security.map((s) => s.name));
    const logo = document.querySelector('header.header img.logo-mark');
    expect(logo).toHaveAttribute('src', demoSite.brand.logo);
    expect(screen.getByRole('link', { name: 'Demo Casino home' })).toHaveTextContent(demoSite.brand.shortName);
  });

  it("draws another merchant's logo, short name and lists, a certification with its address as a link, no empty list", async () => {
    const footer = await openHome(otherSite);
    expect(document.querySelector('header.header img.logo-mark')).toHaveAttribute('src', '/media/brand/lucky-star.svg');
    expect(screen.getByRole('link', { name: 'Lucky Star home' })).toHaveTextContent('Lucky Star');
    expect(listed(footer, 'Payment methods')).toEqual(['Nagad', 'USDT']);
    expect(within(footer).getByRole('link', { name: 'eCOGRA' })).toHaveAttribute('href', 'https://www.ecogra.org');
    expect(within(footer).queryByRole('heading', { name: 'Security' })).not.toBeInTheDocument();
    expect(footer).not.toHaveTextContent('GLI');
  });
});

describe("the footer's rules", () => {
  it('follows the site on each link it has, and on none it has not', async () => {
    const footer = await openHome(demoSite);
    const follow = within(footer).getByRole('heading', { name: 'Follow us' }).closest('section') as HTMLElement;
    expect(within(follow).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(demoSite.social.map((s) => s.url));
    expect(within(follow).queryByRole('link', { name: /Twitter|Instagram|^X$/ })).not.toBeInTheDocument();
  });

  it('has no follow-us block when the site has no link of its kinds', async () => {
    const footer = await openHome({ ...demoSite, social: [{ type: 'facebook', url: '' }] });
    expect(within(footer).queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('shows the security block with the security marks', async () => {
    const footer = await openHome(demoSite);
    const security = within(footer).getByRole('heading', { name: 'Security' }).closest('section') as HTMLElement;
    expect(within(security).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['SSL 256-bit', 'PCI DSS']);
  });

  it.each(['/m/login', '/m/register', '/m/message'])('is hidden on %s', async (path) => {
    // the message centre is a member's; login and registration a visitor's
    if (path === '/m/message') mockSession.signIn('demo01');
    localStorage.setItem('language', 'en');
    await renderApp(path);
    // the page is drawn and its end decided (a short page reaches the footer's place at once): none
    await screen.findByRole('heading', { level: 1 });
    await shellDrawn('footer');
    expect(window.location.pathname).toBe(path);
    expect(document.querySelector('footer')).toBeNull();
  });

  it('ends another page with the compact line', async () => {
    localStorage.setItem('language', 'en');
    await renderApp('/m/activity');
    await waitFor(() => expect(document.querySelector('footer.footer-compact')).not.toBeNull());
  });
});
