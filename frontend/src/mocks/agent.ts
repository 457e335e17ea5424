// The agent answers over the goldens of testdata/bff/agent, with the signed-in agent's team as
// state: the contract requests (an answered one is no longer pending nor prompted), on the agent
// centre's paths and on every member's (/contract-requests, /contracts/{kind}); the
// downlines (the golden's ten and those opened while the mocks run) searched and cut into pages,
// each with its balance and rebates; opening an account checks the name and the rates against
// the agent's own (rebates golden); a transfer to a downline is a money write with an
// Idempotency-Key (a repeated key answers the first answer, the same key with another body is
// idempotency_conflict, none at all is validation_failed) that moves the amount from the agent to
// the downline; promotion makes a direct downline who is a player an agent. The reports (team
// overview, profit and loss, bets, rebate income, dividends) answer their golden for any valid
// range (`to` today when left out), their rows cut to it. A session that is no agent (types 0, 4
// and 40: session isAgent false) is refused with agent_only, as the BFF does. Amounts are
// decimal strings, summed in whole paisa.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  AgentTransfer,
  AgentTransferRequest,
  Contract,
  ContractAnswer,
  ContractKind,
  ContractPrompts,
  Dividends,
  Downline,
  DownlineDetail,
  DownlinePage,
  NewDownline,
  Rebate,
  RebateIncome,
  RebateLimits,
  RebatesUpdate,
  TeamBetPage,
  TeamOverview,
  TeamProfitLoss,
} from '../api/types';
import { compareAmounts, fromPaisa, parseAmountInput, toPaisa } from '../lib/amount';
import { isoDay } from '../lib/date-range';
import { golden as anyGolden, goldens } from './goldens';
import { forcedGolden, type Scenario } from './scenario';
import { sessionOf } from './session';
import { signedIn } from './signed-in';

type Answer = { status: number; body: unknown };

// testdata/bff/agent's goldens: the wallet uses some of the same names (transfer ...)
const golden = (name: string) => anyGolden(name, 'agent');
const goldenBody = <T>(name: string): T => structuredClone(golden(name).body) as T;
const fromGolden = (name: string, change?: (body: Record<string, unknown>) => unknown): Answer => {
  const g = golden(name);
  const body = structuredClone(g.body) as Record<string, unknown>;
  return { status: g.status, body: change ? change(body) : body };
};

function respond(a: Answer): Response {
  const type = a.status >= 400 ? 'application/problem+json' : 'application/json';
  return new HttpResponse(JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': type } });
}

const fieldProblem = (fields: { name: string; code: string; detail?: string }[]): Answer =>
  fromGolden('downline-open-invalid', (b) => ({ ...b, fields }));

/** One agent's team while the mocks run. */
type Team = {
  members: DownlineDetail[];
  balance: string;
  writes: Map<string, { body: string; answer: Answer }>;
  transfers: number;
  /** The contracts answered: no longer pending, no longer prompted. */
  answered: Set<ContractKind>;
};
const teams = new Map<string, Team>();

/** The rebates of a member opened without rates: nothing given yet, each at most the agent's own. */
const limits = (): Rebate[] => goldenBody<RebateLimits>('rebates').limits.map((l) => ({ ...l }));

function team(agent: string): Team {
  let t = teams.get(agent);
  if (!t) {
    const detail = goldenBody<DownlineDetail>('downline');
    const page = goldenBody<DownlinePage>('downlines');
    t = {
      // each member carries the rebates of the recorded detail (rafi01's), its own where it is rafi01
      members: page.items.map((d) => ({ ...detail, ...d, rebates: detail.rebates.map((r) => ({ ...r })) })),
      balance: '50210.00',
      writes: new Map(),
      transfers: 0,
      answered: new Set(),
    };
    teams.set(agent, t);
  }
  return t;
}

/** The paths these handlers answer (their answers follow the state, not the first golden listed). */
const handled = [
  /^\/api\/v1\/contract-requests$/,
  /^\/api\/v1\/contracts\/[^/]+$/,
  /^\/api\/v1\/agent\/contract-requests$/,
  /^\/api\/v1\/agent\/contracts\/[^/]+$/,
  /^\/api\/v1\/agent\/downlines(\/[^/]+(\/promotion|\/rebates)?)?$/,
  /^\/api\/v1\/agent\/transfers$/,
  /^\/api\/v1\/agent\/team\/(overview|profit-loss|bets)$/,
  /^\/api\/v1\/agent\/(income|dividends)$/,
];
export const agentPaths: string[] = [...new Set(goldens.filter((g) => g.feature === 'agent' && handled.some((r) => r.test(g.path))).map((g) => g.path))];

/** Tests: forget every agent's team. */
export function resetAgentMocks(): void {
  teams.clear();
}

/** Tests: open accounts under `agent` as the site would (newest first), e.g. to fill more than a page. */
export function openMockDownlines(agent: string, names: string[]): void {
  for (const name of names) openDownline(agent, { userName: name, password: 'Pass1234', confirmPassword: 'Pass1234', rebates: [] });
}

function openDownline(agent: string, body: NewDownline): Answer {
  const t = team(agent);
  const userName = body.userName ?? '';
  const fields: { name: string; code: string; detail?: string }[] = [];
  if (!/^[A-Za-z0-9]{4,16}$/.test(userName)) fields.push({ name: 'userName', code: 'invalid', detail: '4 to 16 letters and digits' });
  const password = body.password ?? '';
  if (password.length < 6 || password.length > 20 || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    fields.push({ name: 'password', code: 'invalid', detail: '6 to 20 characters with a letter and a digit' });
  }
  const own = limits();
  const rebates = body.rebates ?? [];
  rebates.forEach((r, i) => {
    const limit = own.find((l) => l.category === r.category);
    if (!limit) fields.push({ name: `rebates[${i}].category`, code: 'unknown', detail: "a category of the agent's own rates, once" });
    else if (parseAmountInput(r.rate) === null || compareAmounts(r.rate, limit.max) > 0) {
      fields.push({ name: `rebates[${i}].rate`, code: 'out_of_range', detail: `0.00 to ${limit.max}` });
    }
  });
  if (fields.length > 0) return fieldProblem(fields);
  if (userName === agent || t.members.some((m) => m.userName.toLowerCase() === userName.toLowerCase())) return fromGolden('downline-open-taken');
  const opened = fromGolden('downline-open', (b) => ({ ...b, userName })).body as Downline;
  t.members.unshift({
    ...opened,
    transferEnabled: true,
    currency: 'BDT',
    rebates: own.map((l) => ({ ...l, rate: rebates.find((r) => r.category === l.category)?.rate ?? '0.00' })),
  });
  return { status: 201, body: opened };
}

const contractGoldens: Record<ContractKind, string> = { dailySalary: 'contract-daily-salary', dividend: 'contract-dividend', hourlySalary: 'contract-hourly-salary' };

/** An answer to the pending request of `kind`: its id and accept true or false; then nothing of that kind is pending. */
function answerContract(agent: string, kind: ContractKind, body: Partial<ContractAnswer>): Answer {
  const t = team(agent);
  const pending = goldenBody<Contract>(contractGoldens[kind]);
  const fields = [
    ...(typeof body.id === 'string' && body.id !== '' ? [] : [{ name: 'id', code: 'invalid', detail: "the request's id" }]),
    ...(typeof body.accept === 'boolean' ? [] : [{ name: 'accept', code: 'required', detail: 'true or false' }]),
  ];
  if (fields.length > 0) return fromGolden('contract-invalid', (b) => ({ ...b, fields }));
  if (t.answered.has(kind) || body.id !== pending.id) return fromGolden('contract-answered');
  t.answered.add(kind);
  return { status: 200, body: { kind, accepted: body.accept } };
}

// Every member's contract paths (/contract-requests, /contracts/{kind}): an agent's are its
// agent centre's; player02, a player, has its upline's daily salary offer (member-contract); the
// types the spec skips (4, 40, 41 and 42: roles trial and special) have none, and a member
// without an offer none either.

/** Whether a member's type gets contract prompts at all. */
const prompted = (user: string) => ['member', 'agent'].includes(sessionOf(user).role);

/** The kinds offered to a player who is no agent, as the goldens record them. */
const offeredKinds = (user: string): ContractKind[] => (user === 'player02' ? goldenBody<ContractPrompts>('member-contract-requests').prompts : []);

function memberPrompts(user: string): Answer {
  if (!prompted(user)) return fromGolden('member-contract-requests-trial');
  const kinds = sessionOf(user).isAgent ? goldenBody<ContractPrompts>('contract-requests').prompts : offeredKinds(user);
  return { status: 200, body: { prompts: kinds.filter((k) => !team(user).answered.has(k)) } };
}

function memberContract(user: string, kind: ContractKind): Answer {
  if (!(kind in contractGoldens)) return fromGolden('contract-unknown');
  if (!prompted(user)) return fromGolden('member-contract-41', (b) => ({ ...b, kind }));
  const pending = sessionOf(user).isAgent ? contractGoldens[kind] : offeredKinds(user).includes(kind) ? 'member-contract' : undefined;
  if (pending === undefined || team(user).answered.has(kind)) return fromGolden('member-contract-none', (b) => ({ ...b, kind }));
  return fromGolden(pending);
}

function answerMemberContract(user: string, kind: ContractKind, body: Partial<ContractAnswer>): Answer {
  if (!(kind in contractGoldens)) return fromGolden('contract-unknown');
  if (!prompted(user)) return fromGolden('member-contract-answer-trial');
  if (sessionOf(user).isAgent) return answerContract(user, kind, body);
  const fields = [
    ...(typeof body.id === 'string' && body.id !== '' ? [] : [{ name: 'id', code: 'invalid', detail: "the request's id" }]),
    ...(typeof body.accept === 'boolean' ? [] : [{ name: 'accept', code: 'required', detail: 'true or false' }]),
  ];
  if (fields.length > 0) return fromGolden('contract-invalid', (b) => ({ ...b, fields }));
  const offer = offeredKinds(user).includes(kind) ? goldenBody<Contract>('member-contract') : undefined;
  if (!offer || team(user).answered.has(kind) || body.id !== offer.id) return fromGolden('member-contract-answered');
  team(user).answered.add(kind);
  return { status: 200, body: { kind, accepted: body.accept } };
}

function setRebates(agent: string, userName: string, body: RebatesUpdate): Answer {
  const member = team(agent).members.find((m) => m.userName === userName);
  if (!member) return fromGolden('downline-unknown');
  const fields: { name: string; code: string; detail?: string }[] = [];
  body.rebates.forEach((r, i) => {
    const row = member.rebates.find((x) => x.category === r.category);
    if (!row) fields.push({ name: `rebates[${i}].category`, code: 'unknown' });
    else if (parseAmountInput(r.rate) === null || compareAmounts(r.rate, row.max) > 0) fields.push({ name: `rebates[${i}].rate`, code: 'out_of_range', detail: `0.00 to ${row.max}` });
  });
  if (fields.length > 0) return fromGolden('downline-rebates-too-high', (b) => ({ ...b, fields }));
  for (const r of body.rebates) {
    const row = member.rebates.find((x) => x.category === r.category);
    if (row) row.rate = r.rate;
  }
  return { status: 200, body: { userName, rebates: member.rebates } };
}

function transfer(agent: string, body: AgentTransferRequest): Answer {
  const t = team(agent);
  const amount = parseAmountInput(body.amount ?? '');
  if (amount === null || compareAmounts(amount, '0.00') <= 0) return fromGolden('transfer-invalid', (b) => ({ ...b, fields: [{ name: 'amount', code: 'invalid', detail: 'at most two decimals' }] }));
  const member = t.members.find((m) => m.userName === body.userName);
  if (!member) return fromGolden('transfer-unknown-downline');
  if (compareAmounts(amount, t.balance) > 0) return fromGolden('transfer-insufficient-funds');
  t.balance = fromPaisa(toPaisa(t.balance) - toPaisa(amount));
  member.balance = fromPaisa(toPaisa(member.balance) + toPaisa(amount));
  t.transfers += 1;
  const done: AgentTransfer = { ...goldenBody<AgentTransfer>('transfer'), id: `TD${String(t.transfers).padStart(8, '0')}`, userName: member.userName, amount: fromPaisa(toPaisa(amount)), balance: t.balance };
  return { status: 201, body: done };
}

/** The rows of `items` whose day (YYYY-MM-DD at the head of `dayOf`) is within from..to. */
const within = <T>(items: T[], dayOf: (item: T) => string, from: string, to: string) => items.filter((i) => dayOf(i).slice(0, 10) >= from && dayOf(i).slice(0, 10) <= to);

const sum = (amounts: string[]) => fromPaisa(amounts.reduce((s, a) => s + toPaisa(a), 0n));

/** A page of rows: page and pageSize of the query (15 by default, as the site asks). */
function pageOf<T>(items: T[], params: URLSearchParams) {
  const pageSize = Math.min(100, Math.max(1, Number(params.get('pageSize') ?? 15)));
  const page = Math.max(1, Number(params.get('page') ?? 1));
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, totalPages: Math.max(1, Math.ceil(items.length / pageSize)) };
}

/**
 * The range of a report request, as the BFF reads it: `to` is today when left out, `from` is `to`;
 * a malformed or reversed range is null (the BFF's 400).
 */
function rangeOf(params: URLSearchParams): { from: string; to: string } | null {
  const to = params.get('to') ?? isoDay(new Date());
  const from = params.get('from') ?? to;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || from > to) return null;
  return { from, to };
}

/** Handlers that go before the golden handlers; a forced scenario golden of the same path wins. */
export function agentHandlers(getScenario: () => Scenario): HttpHandler[] {
  /** The agent signed in, or the refusal: login_required, or agent_only for a member, trial or special 40. */
  const agentOr = (method: string, path: string, then: (agent: string) => Answer | Promise<Answer>) => async (): Promise<Response> => {
    const name = forcedGolden(getScenario());
    const forced = name === undefined ? undefined : (() => {
      try {
        const g = golden(name);
        return g.method === method && g.path === path ? g : undefined;
      } catch {
        return undefined;
      }
    })();
    if (forced) return respond({ status: forced.status, body: forced.body });
    const user = signedIn();
    if (!user) return respond(fromGolden('agent-home-login-required'));
    if (!sessionOf(user).isAgent) return respond(fromGolden('agent-home-member'));
    return respond(await then(user));
  };
  const base = '/api/v1/agent';
  /** The member signed in (any type), or login_required. */
  const memberOr = (method: string, path: string, then: (user: string) => Answer | Promise<Answer>) => async (): Promise<Response> => {
    const name = forcedGolden(getScenario());
    const forced = name === undefined ? undefined : goldens.find((g) => g.name === name && g.method === method && g.path === path);
    if (forced) return respond({ status: forced.status, body: forced.body });
    const user = signedIn();
    if (!user) return respond(fromGolden('member-contract-requests-login-required'));
    return respond(await then(user));
  };
  return [
    http.get('/api/v1/contract-requests', () => memberOr('GET', '/api/v1/contract-requests', memberPrompts)()),
    http.get('/api/v1/contracts/:kind', ({ params }) =>
      memberOr('GET', `/api/v1/contracts/${String(params.kind)}`, (user) => memberContract(user, String(params.kind) as ContractKind))(),
    ),
    http.post('/api/v1/contracts/:kind', async ({ request, params }) =>
      memberOr('POST', `/api/v1/contracts/${String(params.kind)}`, async (user) =>
        answerMemberContract(user, String(params.kind) as ContractKind, (await request.json()) as Partial<ContractAnswer>),
      )(),
    ),
    // Every agent path, those answered by their goldens too (home, affiliate links ...): a visitor
    // is login_required, a session that is no agent agent_only, before anything else.
    http.all(`${base}/*`, ({ request }) => {
      const name = forcedGolden(getScenario());
      const path = new URL(request.url).pathname;
      if (name !== undefined && goldens.some((g) => g.name === name && g.method === request.method && g.path === path)) return undefined;
      const user = signedIn();
      if (!user) return respond(fromGolden('agent-home-login-required'));
      if (!sessionOf(user).isAgent) return respond(fromGolden('agent-home-member'));
      return undefined;
    }),
    http.get(`${base}/contract-requests`, () =>
      agentOr('GET', `${base}/contract-requests`, (agent) => {
        const body = goldenBody<ContractPrompts>('contract-requests');
        return { status: 200, body: { ...body, prompts: body.prompts.filter((k) => !team(agent).answered.has(k)) } };
      })(),
    ),
    http.get(`${base}/contracts/:kind`, ({ params }) =>
      agentOr('GET', `${base}/contracts/${String(params.kind)}`, (agent) => {
        const kind = String(params.kind) as ContractKind;
        if (!(kind in contractGoldens)) return fromGolden('contract-unknown');
        return team(agent).answered.has(kind) ? fromGolden('contract-none-pending', (b) => ({ ...b, kind })) : fromGolden(contractGoldens[kind]);
      })(),
    ),
    http.post(`${base}/contracts/:kind`, async ({ request, params }) =>
      agentOr('POST', `${base}/contracts/${String(params.kind)}`, async (agent) => {
        const kind = String(params.kind) as ContractKind;
        if (!(kind in contractGoldens)) return fromGolden('contract-unknown');
        return answerContract(agent, kind, (await request.json()) as Partial<ContractAnswer>);
      })(),
    ),
    http.get(`${base}/downlines`, ({ request }) =>
      agentOr('GET', `${base}/downlines`, (agent) => {
        const params = new URL(request.url).searchParams;
        const part = (params.get('userName') ?? '').toLowerCase();
        const members = team(agent).members.filter((m) => m.userName.toLowerCase().includes(part));
        const body: DownlinePage = {
          ...goldenBody<DownlinePage>('downlines'),
          ...pageOf(members.map(({ rebates: _, transferEnabled: __, currency: ___, ...d }) => d), params),
          total: members.length,
        };
        return { status: 200, body };
      })(),
    ),
    http.post(`${base}/downlines`, async ({ request }) => agentOr('POST', `${base}/downlines`, async (agent) => openDownline(agent, (await request.json()) as NewDownline))()),
    http.get(`${base}/downlines/:name`, ({ params }) =>
      agentOr('GET', `${base}/downlines/${String(params.name)}`, (agent) => {
        const member = team(agent).members.find((m) => m.userName === String(params.name));
        return member ? { status: 200, body: member } : fromGolden('downline-unknown');
      })(),
    ),
    http.post(`${base}/downlines/:name/promotion`, ({ params }) =>
      agentOr('POST', `${base}/downlines/${String(params.name)}/promotion`, (agent) => {
        const member = team(agent).members.find((m) => m.userName === String(params.name));
        if (!member) return fromGolden('downline-unknown');
        // only a direct downline who is a player (canPromote)
        if (!member.canPromote) return fromGolden('downline-promote-not-allowed');
        member.role = 'agent';
        member.canPromote = false;
        const { rebates: _, transferEnabled: __, currency: ___, ...promoted } = member;
        return { status: 200, body: promoted };
      })(),
    ),
    http.put(`${base}/downlines/:name/rebates`, async ({ request, params }) =>
      agentOr('PUT', `${base}/downlines/${String(params.name)}/rebates`, async (agent) => setRebates(agent, String(params.name), (await request.json()) as RebatesUpdate))(),
    ),
    http.post(`${base}/transfers`, async ({ request }) =>
      agentOr('POST', `${base}/transfers`, async (agent) => {
        const key = request.headers.get('Idempotency-Key');
        const text = await request.text();
        if (!key || !/^[A-Za-z0-9_-]{8,64}$/.test(key)) return fromGolden('transfer-key-missing');
        const t = team(agent);
        const seen = t.writes.get(key);
        if (seen) return seen.body === text ? seen.answer : fromGolden('transfer-key-conflict');
        const answer = transfer(agent, text ? (JSON.parse(text) as AgentTransferRequest) : ({} as AgentTransferRequest));
        if (answer.status < 400 || answer.status === 422) t.writes.set(key, { body: text, answer });
        return answer;
      })(),
    ),
    http.get(`${base}/team/overview`, ({ request }) =>
      agentOr('GET', `${base}/team/overview`, () => {
        const range = rangeOf(new URL(request.url).searchParams);
        if (!range) return fromGolden('team-overview-invalid');
        // the recorded month where the range is its range, else the recorded day over the range asked
        const month = goldenBody<TeamOverview>('team-overview-month');
        if (month.range.from === range.from && month.range.to === range.to) return { status: 200, body: month };
        return fromGolden('team-overview', (b) => ({ ...b, range }));
      })(),
    ),
    http.get(`${base}/team/profit-loss`, ({ request }) =>
      agentOr('GET', `${base}/team/profit-loss`, () => {
        const params = new URL(request.url).searchParams;
        const range = rangeOf(params);
        if (!range) return fromGolden('team-overview-invalid');
        const body = goldenBody<TeamProfitLoss>('team-profit-loss');
        const part = (params.get('userName') ?? '').toLowerCase();
        const rows = body.items.filter((r) => r.userName.toLowerCase().includes(part));
        return { status: 200, body: { ...body, summary: { ...body.summary, range }, ...pageOf(rows, params) } };
      })(),
    ),
    http.get(`${base}/team/bets`, ({ request }) =>
      agentOr('GET', `${base}/team/bets`, () => {
        const params = new URL(request.url).searchParams;
        const range = rangeOf(params);
        if (!range) return fromGolden('team-bets-invalid');
        const body = goldenBody<TeamBetPage>('team-bets');
        const part = (params.get('userName') ?? '').toLowerCase();
        const rows = within(body.items, (b) => b.time, range.from, range.to).filter((b) => b.userName.toLowerCase().includes(part));
        const totals = { stake: sum(rows.map((b) => b.stake)), payout: sum(rows.map((b) => b.payout)), profit: sum(rows.map((b) => b.profit)) };
        return { status: 200, body: { ...body, range, totals, ...pageOf(rows, params) } };
      })(),
    ),
    http.get(`${base}/income`, ({ request }) =>
      agentOr('GET', `${base}/income`, () => {
        const params = new URL(request.url).searchParams;
        const range = rangeOf(params);
        if (!range) return fromGolden('team-overview-invalid');
        const body = goldenBody<RebateIncome>('income');
        const rows = within(body.items, (r) => r.day, range.from, range.to);
        return { status: 200, body: { ...body, range, total: sum(rows.map((r) => r.income)), ...pageOf(rows, params) } };
      })(),
    ),
    http.get(`${base}/dividends`, ({ request }) =>
      agentOr('GET', `${base}/dividends`, () => {
        const range = rangeOf(new URL(request.url).searchParams);
        if (!range) return fromGolden('team-overview-invalid');
        const body = goldenBody<Dividends>('dividends');
        // a half month within the range: it ends on or after `from` and starts on or before `to`
        const rows = body.items.filter((d) => d.to >= range.from && d.from <= range.to);
        return { status: 200, body: { ...body, range, items: rows, total: sum(rows.map((d) => d.amount)) } };
      })(),
    ),
  ];
}
