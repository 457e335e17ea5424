import { http, HttpResponse } from 'msw';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/server';

// The start-up's prefetch of /api/v1/site and a page's useSite after it: how often the BFF is asked.
describe('first answers', () => {
  let asked = 0;
  beforeEach(() => {
    asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/site') asked++;
    });
    return () => server.events.removeAllListeners();
  });

  // SWR's cache and the prefetch records live as long as the page: each test starts a new page
  async function freshPage() {
    vi.resetModules();
    const site = await import('./site');
    function SiteName() {
      const { data } = site.useSite();
      return <p>{data ? data.name : 'loading'}</p>;
    }
    return { preloadSite: site.preloadSite, SiteName };
  }

  it('a page mounting just after the answer arrived takes it without asking again', async () => {
    const { preloadSite, SiteName } = await freshPage();
    const site = await preloadSite();
    render(<SiteName />);
    expect(screen.getByText(site?.name ?? 'no site')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50)); // a revalidation would have started by now
    expect(asked).toBe(1);
  });

  it('a page of the first view takes the answer however long a slow phone takes to draw it', async () => {
    const { preloadSite, SiteName } = await freshPage();
    const site = await preloadSite();
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 10_000); // the first view still not drawn
    try {
      render(<SiteName />);
      expect(screen.getByText(site?.name ?? 'no site')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked).toBe(1);
    } finally {
      later.mockRestore();
    }
  });

  it('a page mounting while the answer is on its way joins that request', async () => {
    server.use(http.get('/api/v1/site', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json({ name: 'Slow Casino', status: 0 }, { status: 200 });
    }));
    const { preloadSite, SiteName } = await freshPage();
    const arriving = preloadSite();
    render(<SiteName />);
    expect(await screen.findByText('Slow Casino')).toBeInTheDocument();
    await arriving;
    expect(asked).toBe(1);
  });
});
