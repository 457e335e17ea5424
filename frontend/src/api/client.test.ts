import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/server';
import { ApiError, apiGet, request } from './client';
import { fetchGames } from './games';

describe('api client', () => {
  it('throws ApiError with status, code and fields from problem+json (golden games-invalid)', async () => {
    const error = await fetchGames({ category: 'NOPE', classify: 'XX' as never, minBet: -1 as never, page: 0, pageSize: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status).toBe(400);
    expect(e.code).toBe('validation_failed');
    expect(e.fields.map((f) => f.name)).toEqual(['category', 'classify', 'minBet', 'page', 'pageSize']);
  });

  it('maps favourites without a session to login_required (golden games-fav-login-required)', async () => {
    await expect(fetchGames({ category: 'FAV' })).rejects.toMatchObject({ status: 401, code: 'login_required' });
  });

  it('sends Accept-Language on reads and X-CSRF on writes only', async () => {
    const seen: Record<string, string | null>[] = [];
    server.use(
      http.all('/api/v1/probe', ({ request }) => {
        seen.push({ method: request.method, lang: request.headers.get('Accept-Language'), csrf: request.headers.get('X-CSRF') });
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiGet('/api/v1/probe');
    await request('POST', '/api/v1/probe', { body: { a: 1 } });
    expect(seen).toEqual([
      { method: 'GET', lang: 'bn', csrf: null },
      { method: 'POST', lang: 'bn', csrf: '1' },
    ]);
  });

  it("takes the answer index.html's first requests started, once and in the same language only", async () => {
    let asked = 0;
    server.use(
      http.get('/api/v1/probe', () => {
        asked++;
        return HttpResponse.json({ from: 'network' });
      }),
    );
    const started = (from: string) => Promise.resolve(Response.json({ from }));
    const first = { language: 'bn', requests: { '/api/v1/probe': started('page') } as Record<string, Promise<Response> | undefined> };
    Object.assign(window, { __firstRequests: first });
    try {
      await expect(apiGet('/api/v1/probe')).resolves.toEqual({ from: 'page' });
      await expect(apiGet('/api/v1/probe')).resolves.toEqual({ from: 'network' });
      expect(asked).toBe(1);
      first.requests['/api/v1/probe'] = started('page');
      first.language = 'en';
      await expect(apiGet('/api/v1/probe')).resolves.toEqual({ from: 'network' });
      // an early answer that is a refusal is read as any other
      first.language = 'bn';
      first.requests['/api/v1/probe'] = Promise.resolve(Response.json({ code: 'maintenance' }, { status: 503, headers: { 'content-type': 'application/problem+json' } }));
      await expect(apiGet('/api/v1/probe')).rejects.toMatchObject({ status: 503, code: 'maintenance' });
    } finally {
      Reflect.deleteProperty(window, '__firstRequests');
    }
  });

  it('reports a failed connection as status 0, code network', async () => {
    server.use(http.get('/api/v1/probe', () => HttpResponse.error()));
    await expect(apiGet('/api/v1/probe')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
