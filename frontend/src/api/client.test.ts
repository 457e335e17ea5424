import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/server';
import { ApiError, apiGet, request } from './client';
import { fetchGames } from './games';

describe('api client', () => {
  it('throws ApiError with status, code and fields from problem+json (golden games-invalid)', async () => {
    const error = await fetchGames({ category: 'NOPE', classify: 'XX' as never, minBet: -1, page: 0, pageSize: 500 }).catch((e: unknown) => e);
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

  it('reports a failed connection as status 0, code network', async () => {
    server.use(http.get('/api/v1/probe', () => HttpResponse.error()));
    await expect(apiGet('/api/v1/probe')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
