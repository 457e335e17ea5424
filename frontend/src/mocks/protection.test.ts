import { afterEach, describe, expect, it } from 'vitest';
import type { Protection } from '../api/types';
import { goldenBody } from './goldens';
import { advanceProtectionClock, resetProtectionMocks } from './protection';
import { mockSession } from './session';

async function call(method: string, path: string, body?: unknown, key?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-CSRF': '1' };
  if (key) headers['Idempotency-Key'] = key;
  const response = await fetch(new URL(path, window.location.origin), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const gold = (name: string) => goldenBody(name, 'protection');
const hours = (n: number) => n * 60 * 60 * 1000;
// the goldens' requests (bff/protection/goldens_test.go)
const limits = { limits: [{ kind: 'deposit', period: 'day', amount: '1000' }, { kind: 'loss', period: 'week', amount: '5000' }, { kind: 'session', minutes: 120 }] };
const raise = { limits: [{ kind: 'deposit', period: 'day', amount: '5000' }, { kind: 'loss', period: 'week', remove: true }] };
const bad = { limits: [{ kind: 'bet', period: 'day', amount: '10' }, { kind: 'deposit', period: 'year', amount: '-1' }, { kind: 'session', minutes: 0 }] };

describe('protection mocks over the protection goldens', () => {
  afterEach(resetProtectionMocks);

  it("answer a visitor login_required and a member the site's default reality check", async () => {
    expect(await call('GET', '/api/v1/protection')).toEqual({ status: 401, body: gold('protection-login-required') });
    mockSession.signIn('demo01');
    expect(await call('GET', '/api/v1/protection')).toEqual({ status: 200, body: gold('protection') });
  });

  it('apply new limits at once and keep a raise or a removal pending for 24 hours, as the goldens show', async () => {
    mockSession.signIn('demo01');
    const set = await call('PUT', '/api/v1/protection/limits', limits);
    const want = gold('limits') as Protection;
    expect(set.status).toBe(200);
    // the mock keeps no ledger of bets: the loss limit has used nothing
    expect((set.body as Protection).limits).toEqual(want.limits.map((l) => (l.kind === 'loss' ? { ...l, used: '0.00', remaining: l.amount } : l)));
    expect((set.body as Protection).pending).toEqual([]);
    expect((set.body as Protection).session.endsAt).toBe(want.session.endsAt);

    const before = Date.now();
    const raised = (await call('PUT', '/api/v1/protection/limits', raise)).body as Protection;
    expect(raised.limits.map((l) => l.amount ?? l.minutes)).toEqual(['1000.00', '5000.00', 120]);
    expect(raised.pending.map(({ effectiveAt: _at, ...p }) => p)).toEqual((gold('limits-raised') as Protection).pending.map(({ effectiveAt: _at, ...p }) => p));
    for (const p of raised.pending) expect(Date.parse(p.effectiveAt) - before).toBeGreaterThanOrEqual(hours(24) - 1000);

    // a deposit over the daily limit, the raise still pending: the golden's refusal
    const refused = await call('POST', '/api/v1/deposits', { methodId: 'PG-301', amount: '1500' }, 'deposit-over-limit-1');
    expect(refused).toEqual({ status: 422, body: gold('deposit-limit-exceeded') });

    // 25 hours on: the raise applies and the loss limit is gone
    advanceProtectionClock(hours(25));
    const later = (await call('GET', '/api/v1/protection')).body as Protection;
    expect(later.pending).toEqual([]);
    expect(later.limits.map((l) => `${l.kind}:${l.amount ?? l.minutes}`)).toEqual(['deposit:5000.00', 'session:120']);
  });

  it("refuse bad input naming each field as the BFF does, and an interval the site does not offer", async () => {
    mockSession.signIn('demo01');
    expect(await call('PUT', '/api/v1/protection/limits', bad)).toEqual({ status: 400, body: gold('limits-invalid') });
    expect(await call('PUT', '/api/v1/protection/reality-check', { minutes: 7 })).toEqual({ status: 400, body: gold('reality-check-invalid') });
    const rc = await call('PUT', '/api/v1/protection/reality-check', { minutes: 30 });
    expect((rc.body as Protection).realityCheck).toEqual((gold('reality-check') as Protection).realityCheck);
    expect(await call('POST', '/api/v1/protection/time-outs', { length: '24h' })).toEqual({ status: 400, body: gold('time-out-unconfirmed') });
    expect(await call('POST', '/api/v1/protection/self-exclusions', { length: '2y', confirmed: true })).toEqual({ status: 400, body: gold('self-exclusion-invalid') });
    expect(mockSession.user()).toBe('demo01');
  });

  it('end the session with a time-out, refuse the login until its end, and let it in after', async () => {
    mockSession.signIn('demo01');
    const taken = await call('POST', '/api/v1/protection/time-outs', { length: '24h', confirmed: true });
    expect(taken.status).toBe(201);
    const facts = (taken.body as { exclusion: { until: string } }).exclusion;
    expect(taken.body).toEqual({ length: '24h', exclusion: { kind: 'time_out', until: facts.until, permanent: false } });
    expect(Date.parse(facts.until) - Date.now()).toBeGreaterThan(hours(23.9));
    expect(mockSession.user()).toBeNull();
    expect(await call('GET', '/api/v1/protection')).toEqual({ status: 401, body: gold('protection-login-required') });

    const login = await call('POST', '/api/v1/session', { method: 'username', username: 'demo01', password: 'Demo1234' });
    expect(login).toEqual({ status: 403, body: { ...(gold('login-self-excluded') as object), exclusion: facts } });
    // another player logs in as before
    expect((await call('POST', '/api/v1/session', { method: 'username', username: 'agent01', password: 'Agent1234' })).status).toBe(200);

    advanceProtectionClock(hours(25));
    expect((await call('POST', '/api/v1/session', { method: 'username', username: 'demo01', password: 'Demo1234' })).status).toBe(200);
  });

  it('never shorten an exclusion: a permanent self-exclusion outlasts a later time-out, and a stale session meets it', async () => {
    mockSession.signIn('agent01');
    const taken = await call('POST', '/api/v1/protection/self-exclusions', { length: 'permanent', confirmed: true });
    expect(taken).toEqual({ status: 201, body: { length: 'permanent', exclusion: { kind: 'self_exclusion', until: null, permanent: true } } });
    // a cookie from before: every call answers the exclusion
    mockSession.signIn('agent01');
    const stale = await call('GET', '/api/v1/protection');
    expect(stale).toEqual({ status: 403, body: { ...(gold('protection-self-excluded') as object), exclusion: { kind: 'self_exclusion', until: null, permanent: true } } });
    advanceProtectionClock(hours(24 * 365 * 10));
    expect((await call('POST', '/api/v1/session', { method: 'username', username: 'agent01', password: 'Agent1234' })).status).toBe(403);
  });
});
