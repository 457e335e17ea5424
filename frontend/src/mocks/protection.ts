// Player protection's answers over the goldens of testdata/bff/protection, with each
// player's state as the BFF and its back office keep it: limits (a new or lower one at once, a
// higher one or a removal pending for 24 hours), the reality check's interval (one of the site's
// choices), and a time-out or self-exclusion that ends the session at once and refuses the next
// login with its end. A deposit over a deposit limit is refused here too (mocks/money.ts asks
// `depositLimitRefusal`). Validation names the fields as the BFF does (limits[i].amount ...).
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ExclusionFacts, LoginRequest, Protection, ProtectionLimit, PendingLimit, Site } from '../api/types';
import { asciiDigits, compareAmounts, fromPaisa, toPaisa } from '../lib/amount';
import { golden as anyGolden, goldens } from './goldens';
import { forcedGolden, type Scenario } from './scenario';
import { mockSession } from './session';
import { signedIn } from './signed-in';

type Answer = { status: number; body: unknown };
type FieldError = { name: string; code: string; detail?: string };

const gold = (name: string) => anyGolden(name, 'protection');
const of = (name: string): Answer => {
  const g = gold(name);
  return { status: g.status, body: structuredClone(g.body) };
};
const site = () => anyGolden('site', 'content').body as Site;

function respond(a: Answer): Response {
  const type = a.status >= 400 ? 'application/problem+json' : 'application/json';
  return new HttpResponse(JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': type } });
}

const invalid = (fields: FieldError[]): Answer => ({
  status: 400,
  body: { type: 'about:blank', title: 'Validation failed', status: 400, code: 'validation_failed', detail: 'One or more request parameters are invalid.', fields },
});

const notJson: Answer = { status: 400, body: { type: 'about:blank', title: 'Bad request', status: 400, code: 'bad_request', detail: 'The body is not JSON.' } };

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const coolingOff = 24 * hour;
const periods: Record<string, number> = { day, week: 7 * day, month: 30 * day };
/** The order the BFF lists limits in. */
const slots = ['deposit/day', 'deposit/week', 'deposit/month', 'loss/day', 'loss/week', 'loss/month', 'session/'];

type Value = { amount?: string; minutes?: number };
type Guard = {
  limits: Map<string, Value>;
  pending: Map<string, { value: Value; remove: boolean; at: number }>;
  exclusion: { kind: ExclusionFacts['kind']; until: number | null } | null;
  realityCheck: number | null;
  deposits: { at: number; amount: string }[];
};
const guards = new Map<string, Guard>();
let shift = 0;
/** The back office's clock: tests move it on with `advanceProtectionClock`. */
const now = () => Date.now() + shift;

function guard(user: string): Guard {
  let g = guards.get(user);
  if (!g) {
    g = { limits: new Map(), pending: new Map(), exclusion: null, realityCheck: null, deposits: [] };
    guards.set(user, g);
  }
  // pending changes whose time has come apply; an exclusion that is over ends
  const t = now();
  for (const [k, p] of g.pending) {
    if (p.at > t) continue;
    if (p.remove) g.limits.delete(k);
    else g.limits.set(k, p.value);
    g.pending.delete(k);
  }
  if (g.exclusion?.until != null && g.exclusion.until <= t) g.exclusion = null;
  return g;
}

/** Tests: forget every player's protection and put the clock back. */
export function resetProtectionMocks(): void {
  guards.clear();
  shift = 0;
}

/** Tests: move the back office's clock on (a pending raise applies, a time-out ends). */
export function advanceProtectionClock(ms: number): void {
  shift += ms;
}

/** An instant as the BFF writes it: RFC 3339 in UTC, to the second. */
const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function factsOf(g: Guard): ExclusionFacts | null {
  if (!g.exclusion) return null;
  return { kind: g.exclusion.kind, until: g.exclusion.until === null ? null : stamp(g.exclusion.until), permanent: g.exclusion.until === null };
}

function excludedAnswer(name: string, facts: ExclusionFacts): Answer {
  const a = of(name);
  return { status: a.status, body: { ...(a.body as object), exclusion: facts } };
}

/** What a deposit limit's period has used: the deposits asked in it. */
function depositsUsed(g: Guard, period: string): string {
  const since = now() - (periods[period] ?? day);
  return fromPaisa(g.deposits.filter((d) => d.at > since).reduce((sum, d) => sum + toPaisa(d.amount), 0n));
}

const [kindOf, periodOf] = [(k: string) => k.split('/')[0] as ProtectionLimit['kind'], (k: string) => (k.split('/')[1] || undefined) as ProtectionLimit['period']];

function limitOf(g: Guard, key: string, v: Value): ProtectionLimit {
  const kind = kindOf(key);
  if (kind === 'session') return { kind, minutes: v.minutes };
  const amount = fromPaisa(toPaisa(v.amount ?? '0'));
  const used = kind === 'deposit' ? depositsUsed(g, periodOf(key) ?? 'day') : '0.00';
  const left = toPaisa(amount) - toPaisa(used);
  return { kind, period: periodOf(key), amount, used, remaining: fromPaisa(left > 0n ? left : 0n) };
}

/** The player's protection as GET /protection answers it, from the golden's body. */
function protectionOf(user: string): Protection {
  const g = guard(user);
  const base = structuredClone(gold('protection').body) as Protection;
  const limits = slots.filter((k) => g.limits.has(k)).map((k) => limitOf(g, k, g.limits.get(k) as Value));
  const pending: PendingLimit[] = slots
    .filter((k) => g.pending.has(k))
    .map((k) => {
      const p = g.pending.get(k) as { value: Value; remove: boolean; at: number };
      const kind = kindOf(k);
      return {
        kind,
        ...(kind !== 'session' && { period: periodOf(k) }),
        remove: p.remove,
        ...(!p.remove && kind !== 'session' && { amount: fromPaisa(toPaisa(p.value.amount ?? '0')) }),
        ...(!p.remove && kind === 'session' && { minutes: p.value.minutes }),
        effectiveAt: stamp(p.at),
      };
    });
  const rc = site().responsibleGaming.realityCheck;
  const session = g.limits.get('session/');
  const endsAt = session?.minutes ? stamp(Date.parse(base.session.loginAt) + session.minutes * 60_000) : null;
  return {
    ...base,
    limits,
    pending,
    exclusion: factsOf(g),
    realityCheck: { minutes: g.realityCheck ?? rc.default, choices: rc.choices },
    session: { ...base.session, endsAt },
  };
}

/** An amount limit as the BFF checks it (bff/amount.Check): Bengali digits, commas and spaces allowed. */
function amountProblem(typed: unknown): { code: string; detail?: string } | { amount: string } {
  const text = typeof typed === 'string' ? typed : '';
  if (!text.trim()) return { code: 'required' };
  const plain = asciiDigits(text).replace(/[,\s]/g, '');
  const m = /^(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!m || (plain.includes('.') && !m[2])) return { code: 'invalid', detail: 'digits with at most two decimals' };
  if ((m[2] ?? '').length > 2) return { code: 'invalid', detail: 'at most two decimals' };
  if (toPaisa(plain) <= 0n) return { code: 'out_of_range', detail: 'more than 0.00' };
  return { amount: plain };
}

type Change = { kind?: unknown; period?: unknown; amount?: unknown; minutes?: unknown; remove?: unknown };

function setLimits(user: string, body: { limits?: Change[] }): Answer {
  const list = Array.isArray(body.limits) ? body.limits : [];
  if (list.length === 0 || list.length > 7) return invalid([{ name: 'limits', code: 'required', detail: 'one to seven limits' }]);
  const offered = site().responsibleGaming.limitPeriods as string[];
  const fields: FieldError[] = [];
  const seen = new Set<string>();
  const changes: { key: string; value: Value; remove: boolean }[] = [];
  list.forEach((l, i) => {
    const bad = (name: string, code: string, detail: string) => fields.push({ name: `limits[${i}].${name}`, code, detail });
    const remove = l.remove === true;
    let key: string;
    const value: Value = {};
    if (l.kind === 'session') {
      const minutes = typeof l.minutes === 'number' ? l.minutes : 0;
      if (!remove && (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)) bad('minutes', 'out_of_range', '1 to 1440');
      value.minutes = minutes;
      key = 'session/';
    } else if (l.kind === 'deposit' || l.kind === 'loss') {
      if (typeof l.period !== 'string' || !offered.includes(l.period)) bad('period', 'invalid', "one of the site's limit periods");
      if (!remove) {
        const a = amountProblem(l.amount);
        if ('code' in a) bad('amount', a.code, a.detail ?? '');
        else value.amount = a.amount;
      }
      key = `${l.kind}/${String(l.period)}`;
    } else {
      bad('kind', 'invalid', 'deposit, loss or session');
      return;
    }
    if (seen.has(key)) bad('kind', 'invalid', 'one change per limit');
    seen.add(key);
    changes.push({ key, value, remove });
  });
  if (fields.length > 0) return invalid(fields);
  const g = guard(user);
  const t = now();
  for (const c of changes) {
    const current = g.limits.get(c.key);
    const lower = (v: Value, w: Value) => (c.key === 'session/' ? (v.minutes ?? 0) < (w.minutes ?? 0) : compareAmounts(v.amount ?? '0', w.amount ?? '0') < 0);
    const equal = (v: Value, w: Value) => (c.key === 'session/' ? v.minutes === w.minutes : compareAmounts(v.amount ?? '0', w.amount ?? '0') === 0);
    if (c.remove && !current) g.pending.delete(c.key);
    else if (c.remove) g.pending.set(c.key, { value: {}, remove: true, at: t + coolingOff });
    else if (!current || lower(c.value, current)) {
      g.limits.set(c.key, c.value);
      g.pending.delete(c.key);
    } else if (equal(c.value, current)) g.pending.delete(c.key);
    else g.pending.set(c.key, { value: c.value, remove: false, at: t + coolingOff });
  }
  return { status: 200, body: protectionOf(user) };
}

function setRealityCheck(user: string, body: { minutes?: unknown }): Answer {
  const choices = site().responsibleGaming.realityCheck.choices;
  if (typeof body.minutes !== 'number' || !choices.includes(body.minutes)) return of('reality-check-invalid');
  guard(user).realityCheck = body.minutes;
  return { status: 200, body: protectionOf(user) };
}

/** When an exclusion of `length` taken now ends; null: permanent. */
function endOf(length: string, t: number): number | null {
  const d = new Date(t);
  const months = (n: number) => new Date(d.getTime()).setUTCMonth(d.getUTCMonth() + n);
  const ends: Record<string, () => number | null> = {
    '24h': () => t + day,
    '7d': () => t + 7 * day,
    '30d': () => t + 30 * day,
    '6w': () => t + 42 * day,
    '6m': () => months(6),
    '1y': () => months(12),
    '5y': () => months(60),
    permanent: () => null,
  };
  return (ends[length] ?? (() => t))();
}

/** Takes an exclusion of `length` now: a longer one replaces a shorter; a shorter one never shortens what is in force. */
function lengthen(g: Guard, kind: ExclusionFacts['kind'], length: string): void {
  const until = endOf(length, now());
  const cur = g.exclusion;
  if (!cur || (cur.until !== null && (until === null || until > cur.until))) g.exclusion = { kind, until };
}

const confirmedField = (body: { confirmed?: unknown }): FieldError[] =>
  body.confirmed === true ? [] : [{ name: 'confirmed', code: 'required', detail: "the player's confirmation" }];

function exclude(user: string, kind: ExclusionFacts['kind'], body: { length?: unknown; confirmed?: unknown }): Answer {
  const lengths: string[] = kind === 'time_out' ? site().responsibleGaming.timeOuts : site().responsibleGaming.selfExclusions;
  const length = typeof body.length === 'string' ? body.length : '';
  const fields: FieldError[] = [];
  if (!lengths.includes(length)) fields.push({ name: 'length', code: 'invalid', detail: `one of ${lengths.join(', ')}` });
  fields.push(...confirmedField(body));
  if (fields.length > 0) return invalid(fields);
  const g = guard(user);
  lengthen(g, kind, length);
  // the session ends at once (the BFF clears the cookie)
  mockSession.signOut();
  return { status: 201, body: { length, exclusion: factsOf(g) } };
}

// The demo accounts' passwords (docs/SESSIONS.md): the back office checks an extension's
// credentials itself, without a login (mocks/session.ts keeps the logins').
const passwords: Record<string, string> = { demo01: 'Demo1234', agent01: 'Agent1234', free01: 'Free1234' };

/**
 * POST /protection/exclusion-extensions: a player without a session lengthens their exclusion
 * (or takes one) by user name and password. A wrong name or password is invalid_credentials and
 * changes nothing; the answer is the exclusion in force after it, never a shorter one.
 */
function extend(body: { username?: unknown; password?: unknown; length?: unknown; confirmed?: unknown }): Answer {
  const rg = site().responsibleGaming;
  const username = typeof body.username === 'string' ? body.username.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const length = typeof body.length === 'string' ? body.length : '';
  const kind: ExclusionFacts['kind'] | null = rg.timeOuts.includes(length as never) ? 'time_out' : rg.selfExclusions.includes(length as never) ? 'self_exclusion' : null;
  const fields: FieldError[] = [];
  if (!username) fields.push({ name: 'username', code: 'required' });
  if (!password) fields.push({ name: 'password', code: 'required' });
  if (!kind) fields.push({ name: 'length', code: 'invalid', detail: `one of ${[...rg.timeOuts, ...rg.selfExclusions].join(', ')}` });
  fields.push(...confirmedField(body));
  if (fields.length > 0 || !kind) return invalid(fields);
  if (passwords[username] === undefined || passwords[username] !== password) return of('exclusion-extension-refused');
  const g = guard(username);
  lengthen(g, kind, length);
  return { status: 201, body: { length, exclusion: factsOf(g) } };
}

/**
 * A deposit of `typed` refused by the player's protection, else undefined (the deposit goes on):
 * during an exclusion self_excluded, past a deposit limit limit_exceeded naming it and what remains.
 */
export function depositLimitRefusal(user: string, typed: string | undefined): Answer | undefined {
  const g = guard(user);
  const facts = factsOf(g);
  if (facts) return excludedAnswer('deposit-self-excluded', facts);
  const a = amountProblem(typed);
  if ('code' in a) return undefined; // the deposit's own validation answers
  for (const key of slots.slice(0, 3)) {
    const v = g.limits.get(key);
    if (!v) continue;
    const limit = limitOf(g, key, v);
    if (toPaisa(limit.used ?? '0') + toPaisa(a.amount) > toPaisa(limit.amount ?? '0')) {
      const base = of('deposit-limit-exceeded');
      return { status: base.status, body: { ...(base.body as object), limit: { kind: limit.kind, period: limit.period, amount: limit.amount, remaining: limit.remaining } } };
    }
  }
  return undefined;
}

/**
 * A guarded write (a claim of money, a launch) refused during the player's exclusion with its
 * golden, self_excluded with the end; else undefined. The BFF reads the player's state again
 * before each, whatever the session has read before.
 */
export function exclusionRefusal(user: string, refusal: 'claim-self-excluded' | 'launch-self-excluded'): Answer | undefined {
  const facts = factsOf(guard(user));
  return facts ? excludedAnswer(refusal, facts) : undefined;
}

/** A deposit the player asked for counts against the deposit limits' periods. */
export function depositMade(user: string, amount: string): void {
  guard(user).deposits.push({ at: now(), amount });
}

/** Handlers that go before the accounts' and the golden handlers; a forced scenario golden of the same method and path wins. */
export function protectionHandlers(getScenario: () => Scenario): HttpHandler[] {
  const forced = (request: Request): Response | undefined => {
    const name = forcedGolden(getScenario());
    const path = new URL(request.url).pathname;
    const g = name === undefined ? undefined : goldens.find((x) => x.name === name && x.method === request.method && x.path === path);
    return g ? respond({ status: g.status, body: g.body }) : undefined;
  };
  /** A call of the signed-in player; a session an exclusion ended answers self_excluded. */
  const member =
    (answer: (user: string, body: Record<string, unknown>) => Answer) =>
    async ({ request }: { request: Request }) => {
      const hit = forced(request);
      if (hit) return hit;
      const user = signedIn();
      if (!user) return respond(of('protection-login-required'));
      const facts = factsOf(guard(user));
      if (facts) return respond(excludedAnswer('protection-self-excluded', facts));
      const text = request.method === 'GET' ? '' : await request.text();
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return respond(notJson);
      }
      return respond(answer(user, body));
    };
  return [
    // a login during an exclusion is refused with its end; any other login goes on to mocks/session.ts
    http.post('/api/v1/session', async ({ request }) => {
      if (forcedGolden(getScenario()) !== undefined) return undefined;
      const body = (await request.clone().json()) as Partial<LoginRequest>;
      // a login names its method, or is by user name (the BFF's default)
      const name = body.method === 'mobile' ? '' : (body.username ?? '').trim();
      const facts = name && guards.has(name) ? factsOf(guard(name)) : null;
      return facts ? respond(excludedAnswer('login-self-excluded', facts)) : undefined;
    }),
    http.get('/api/v1/protection', member((user) => ({ status: 200, body: protectionOf(user) }))),
    http.put('/api/v1/protection/limits', member((user, body) => setLimits(user, body as { limits?: Change[] }))),
    http.put('/api/v1/protection/reality-check', member((user, body) => setRealityCheck(user, body))),
    http.post('/api/v1/protection/time-outs', member((user, body) => exclude(user, 'time_out', body))),
    http.post('/api/v1/protection/self-exclusions', member((user, body) => exclude(user, 'self_exclusion', body))),
    // no session: the credentials are in the body
    http.post('/api/v1/protection/exclusion-extensions', async ({ request }) => {
      const hit = forced(request);
      if (hit) return hit;
      let body: Record<string, unknown> = {};
      try {
        body = (await request.json()) as Record<string, unknown>;
      } catch {
        return respond(notJson);
      }
      return respond(extend(body));
    }),
  ];
}
