import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { Site } from '../api/types';
import { goldenBody } from '../mocks/goldens';
import { server, setScenario } from '../mocks/server';
import { renderApp } from '../test/render-app';
import { StatusGate } from './status-gate';

describe('status pages', () => {
  it('maintenance replaces the whole site', async () => {
    setScenario('maintenance');
    await renderApp('/m/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'আমরা আপগ্রেড করছি' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'লগইন' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ভাষা' })).toBeInTheDocument();
  });

  it('region restriction replaces the whole site, on any route', async () => {
    setScenario('region');
    await renderApp('/m/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'আপনার অঞ্চলে উপলব্ধ নয়' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Not available in your region'],
    ['bn', 'আপনার অঞ্চলে উপলব্ধ নয়'],
  ])("a refused country: the site's own answer is normal, the others region_restricted (%s)", async (language, title) => {
    // the strict site from Nepal (testdata/bff/protection): /api/v1/site answers, the rest is refused
    const refusal = goldenBody('region-restricted', 'protection') as Record<string, unknown>;
    server.use(
      http.get('/api/v1/site', () => HttpResponse.json(goldenBody('site-strict', 'protection') as Site)),
      http.all('/api/v1/*', ({ request }) =>
        new URL(request.url).pathname === '/api/v1/site'
          ? undefined
          : HttpResponse.json(refusal, { status: 403, headers: { 'Content-Type': 'application/problem+json' } }),
      ),
    );
    localStorage.setItem('language', language);
    await renderApp('/m/home');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the last known status at once, then refreshes it', async () => {
    localStorage.setItem('site', JSON.stringify(goldenBody('site-maintenance')));
    await renderApp('/m/home');
    // from this device's copy, before any answer
    expect(screen.getByRole('heading', { level: 1, name: 'আমরা আপগ্রেড করছি' })).toBeInTheDocument();
    // the server says normal: the site comes back and the copy is updated
    expect(await screen.findByRole('link', { name: 'লগইন' })).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('site') ?? '{}')).toMatchObject({ status: 'normal' }));
  });

  it('offers a retry when the site cannot be loaded at all', async () => {
    setScenario('site-unavailable');
    const { user } = await renderApp('/m/home');
    const retry = await screen.findByRole('button', { name: 'আবার চেষ্টা করুন' });
    setScenario('normal');
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'লগইন' })).toBeInTheDocument();
  });

  it('does not redraw the site when a revalidation brings the same answer', async () => {
    let draws = 0;
    let siteCalls = 0;
    server.events.on('request:end', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/site') siteCalls++;
    });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <StatusGate>{(site) => <p>{`${site.name} ${++draws}`}</p>}</StatusGate>
      </SWRConfig>,
    );
    await screen.findByText(/ 1$/);
    await waitFor(() => expect(siteCalls).toBe(1));
    // The gate keeps each answer it takes on this device (onSuccess), in the same task as SWR puts
    // it in the cache: the copy written again says the revalidation's answer has been taken, and
    // any redraw it caused has been rendered by the time the wait sees the copy.
    localStorage.removeItem('site');
    // back online: SWR asks again, and the answer is the same
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(siteCalls).toBe(2));
    await waitFor(() => expect(localStorage.getItem('site')).not.toBeNull());
    expect(draws).toBe(1);
  });
});
