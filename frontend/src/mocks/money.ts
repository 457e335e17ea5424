// The money answers over the goldens of testdata/bff/wallet, with the signed-in player's state:
// wallets that transfers and recalls change, a payment password and payout accounts the security
// centre sets, and the Idempotency-Key of each write (a repeated key answers the first answer, the
// same key with another body is idempotency_conflict, none at all is validation_failed). Every
// answer is a golden, or a golden's body with the request's own amount, method or account put in;
// a record is the items of its goldens filtered by the request's range and filter and cut into its
// pages (totals summed in whole paisa). Amounts are decimal strings throughout, never floats.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  Bet,
  Deposit,
  DepositMethods,
  DepositRequest,
  PayoutAccount,
  PayoutAccountRequest,
  PayoutAccounts,
  PaymentPasswordRequest,
  ProfitLossReport,
  Security,
  Transaction,
  Wallets,
  Withdrawal,
  WithdrawalOptions,
  WithdrawalRequest,
  WalletTransferRequest,
} from '../api/types';
import type { components } from '../api/schema';
import { compareAmounts, digitsOf, fromPaisa, inRange, parseAmountInput, toPaisa } from '../lib/amount';
import { daysBetween, isoDay } from '../lib/date-range';
import { golden as anyGolden, goldens, type Golden } from './goldens';
import { forcedGolden, type Scenario } from './scenario';
import { depositLimitRefusal, depositMade } from './protection';
import { sessionOf } from './session';
import { signedIn } from './signed-in';

type Answer = { status: number; body: unknown };

// testdata/bff/wallet's goldens: another feature may use the same name (agent: transfer ...)
const golden = (name: string) => anyGolden(name, 'wallet');
const goldenBody = (name: string): unknown => structuredClone(golden(name).body);

function respond(a: Answer): Response {
  const type = a.status >= 400 ? 'application/problem+json' : 'application/json';
  return new HttpResponse(JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': type } });
}

const fromGolden = (name: string, change?: (body: Record<string, unknown>) => unknown): Answer => {
  const g = golden(name);
  const body = structuredClone(g.body) as Record<string, unknown>;
  return { status: g.status, body: change ? change(body) : body };
};

/** A Problem of the contract's shape, for codes the wallet goldens do not hold on this path. */
const problem = (status: number, code: string, detail: string): Answer => ({ status, body: { type: 'about:blank', title: code, status, code, detail } });

/**
 * The player's money, from the goldens: demo01 has neither a payment password nor a payout account yet, agent01 both.
 * The deposits and withdrawals made while the mocks run head their records (newest first), as the BFF's do.
 */
type Purse = {
  wallets: Wallets;
  paymentPassword: string | null;
  /** The security questions chosen, with their answers as compared (trimmed, spaces as one, in any case); null: none. */
  questions: { id: string; answer: string }[] | null;
  accounts: PayoutAccount[];
  numbers: Set<string>;
  withdrawalsToday: number;
  made: { deposits: Item[]; withdrawals: Item[] };
};
const purses = new Map<string, Purse>();
const writes = new Map<string, { body: string; answer: Answer }>();
/** Deposits and withdrawals made while the mocks run, for their ids. */
let madeCount = 0;

function purse(user: string): Purse {
  let p = purses.get(user);
  if (!p) {
    const agent = user === 'agent01';
    p = {
      wallets: goldenBody('wallets') as Wallets,
      paymentPassword: agent ? '246810' : null,
      questions: null,
      accounts: agent ? (goldenBody('payout-accounts') as PayoutAccounts).items : [],
      numbers: new Set(),
      withdrawalsToday: 0,
      made: { deposits: [], withdrawals: [] },
    };
    purses.set(user, p);
  }
  return p;
}

/** Tests: forget every player's money state. */
export function resetMoneyMocks(): void {
  purses.clear();
  writes.clear();
  madeCount = 0;
}

/** A new record's id, after every id the goldens of its record hold (D00000009 after D00000008), as the back office numbers them. */
function freshId(prefix: 'D' | 'W', record: string): string {
  const numbers = itemsOf(record).map((i) => Number(i.id.slice(1)));
  madeCount += 1;
  return `${prefix}${String(Math.max(0, ...numbers.filter(Number.isFinite)) + madeCount).padStart(8, '0')}`;
}

/** Tests: a player with a payment password and the goldens' bKash account, ready to withdraw. */
export function readyToWithdraw(user: string, paymentPassword = '135790'): void {
  const p = purse(user);
  p.paymentPassword = paymentPassword;
  const account = goldenBody('payout-account') as PayoutAccount;
  p.accounts = [account];
  p.numbers.add(account.lastDigits);
}

/**
 * Tests: every money write to `path` (a recall, a deposit, a claim, an agent's transfer ...) sent,
 * its answer lost: outcome_unknown, the Problem the BFF answers on any of them (the wallet goldens
 * hold it for a transfer and a withdrawal).
 */
export function answerLost(path: string): HttpHandler {
  return http.post(path, () => respond(fromGolden('withdrawal-outcome-unknown')));
}

const trial = (user: string) => sessionOf(user).role === 'trial';
const twoDecimals = (typed: string) => fromPaisa(toPaisa(typed));

/**
 * A money write: without a session login_required; without a key validation_failed naming it; a
 * key seen before answers its first answer (the same body) or idempotency_conflict (another one).
 */
async function moneyWrite(request: Request, write: (user: string, body: unknown) => Answer): Promise<Response> {
  const user = signedIn();
  if (!user) return respond(fromGolden('wallet-login-required'));
  const key = request.headers.get('Idempotency-Key');
  if (!key || !/^[A-Za-z0-9_-]{8,64}$/.test(key)) return respond(fromGolden('transfer-key-missing'));
  const text = await request.text();
  const seen = writes.get(`${user}|${key}`);
  if (seen) return respond(seen.body === text ? seen.answer : fromGolden('transfer-key-conflict'));
  const answer = write(user, text ? (JSON.parse(text) as unknown) : {});
  // a write refused before it reached the back office leaves the key free
  if (answer.status < 400 || answer.status === 409 || answer.status === 422 || answer.status === 502) writes.set(`${user}|${key}`, { body: text, answer });
  return respond(answer);
}

function transfer(user: string, body: WalletTransferRequest): Answer {
  const p = purse(user);
  const amount = parseAmountInput(body.amount ?? '');
  const all = [p.wallets.main, ...p.wallets.games];
  const from = all.find((w) => w.id === body.from);
  const to = all.find((w) => w.id === body.to);
  if (!amount || !from || !to || from === to || (from.id !== 'MAIN' && to.id !== 'MAIN')) return fromGolden('transfer-invalid');
  if (from.locked || to.locked) return fromGolden('transfer-wallet-locked');
  if (compareAmounts(twoDecimals(amount), from.balance) > 0) return fromGolden('transfer-insufficient-funds');
  from.balance = fromPaisa(toPaisa(from.balance) - toPaisa(amount));
  to.balance = fromPaisa(toPaisa(to.balance) + toPaisa(amount));
  return { status: 200, body: structuredClone(p.wallets) };
}

function recall(user: string): Answer {
  const p = purse(user);
  if (p.wallets.games.some((w) => w.locked && toPaisa(w.balance) > 0n)) return fromGolden('recall-wallet-locked');
  let main = toPaisa(p.wallets.main.balance);
  for (const w of p.wallets.games) {
    main += toPaisa(w.balance);
    w.balance = '0.00';
  }
  p.wallets.main.balance = fromPaisa(main);
  return { status: 200, body: structuredClone(p.wallets) };
}

function deposit(user: string, body: DepositRequest): Answer {
  // the BFF's protection reads the player's state before the deposit handler (mocks/protection.ts)
  const refused = depositLimitRefusal(user, body.amount);
  if (refused) return refused;
  if (trial(user)) return fromGolden('deposit-free-reject');
  const method = (goldenBody('deposit-methods') as DepositMethods).methods.find((m) => m.id === body.methodId);
  const amount = parseAmountInput(body.amount ?? '');
  const transfer = method?.kind === 'mobile' || method?.kind === 'bank';
  if (!method || !amount || (transfer && !body.senderAccount && !body.transactionId)) return fromGolden('deposit-invalid');
  if (!inRange(twoDecimals(amount), method.min, method.max)) {
    return fromGolden('deposit-out-of-range', (b) => ({ ...b, fields: [{ name: 'amount', code: 'out_of_range', detail: `${method.min} to ${method.max}` }] }));
  }
  const made = { gateway: 'deposit', qr: 'deposit-qr', mobile: 'deposit-mobile' } as const;
  // testdata/bff/wallet holds no bank transfer's answer
  if (method.kind === 'bank') return problem(404, 'not_found', 'no golden of a bank deposit in testdata/bff/wallet');
  depositMade(user, twoDecimals(amount));
  const answer = fromGolden(made[method.kind], (b) => {
    const d = b as Deposit;
    return { ...d, id: freshId('D', '/api/v1/deposits'), methodId: method.id, methodName: method.name, amount: twoDecimals(amount), ...(transfer && { payTo: method.payTo, reference: method.reference }) };
  });
  // the record's item: the deposit without the QR code's picture, which only its answer carries
  const { qrImage: _, ...item } = answer.body as Deposit;
  purse(user).made.deposits.unshift(item);
  return answer;
}

function withdrawalOptions(user: string): WithdrawalOptions {
  if (user === 'agent01') return goldenBody('withdrawal-options') as WithdrawalOptions;
  const p = purse(user);
  const base = goldenBody('withdrawal-options-not-ready') as WithdrawalOptions;
  return { ...base, hasPaymentPassword: p.paymentPassword !== null, accounts: p.accounts, rules: { ...base.rules, dailyUsed: p.withdrawalsToday } };
}

function withdraw(user: string, body: WithdrawalRequest): Answer {
  if (trial(user)) return fromGolden('withdrawal-free-reject');
  const p = purse(user);
  const options = withdrawalOptions(user);
  if (p.paymentPassword === null) return fromGolden('withdrawal-password-required');
  const account = p.accounts.find((a) => a.id === body.accountId);
  const amount = parseAmountInput(body.amount ?? '');
  if (!account || !amount) return problem(400, 'validation_failed', 'the account or the amount is not valid');
  if (digitsOf(body.paymentPassword ?? '') !== p.paymentPassword) return fromGolden('withdrawal-password-wrong');
  if (!inRange(twoDecimals(amount), options.rules.min, options.rules.max)) return fromGolden('withdrawal-out-of-range');
  if (options.rules.dailyCount > 0 && p.withdrawalsToday >= options.rules.dailyCount) return fromGolden('withdrawal-limit-reached');
  if (compareAmounts(twoDecimals(amount), options.withdrawable) > 0) return fromGolden('withdrawal-insufficient-funds');
  p.withdrawalsToday += 1;
  const answer = fromGolden(account.kind === 'mobile' ? 'withdrawal-mobile' : 'withdrawal', (b) => ({ ...(b as Withdrawal), id: freshId('W', '/api/v1/withdrawals'), amount: twoDecimals(amount), account }));
  p.made.withdrawals.unshift(answer.body as Item);
  return answer;
}

function bind(user: string, body: PayoutAccountRequest): Answer {
  if (trial(user)) return fromGolden('deposit-free-reject');
  const p = purse(user);
  if (p.paymentPassword === null) return problem(409, 'payment_password_required', 'Set a payment password in the security centre first.');
  const number = digitsOf(body.accountNumber ?? '');
  const provider = (goldenBody('payout-accounts') as PayoutAccounts).providers.find((x) => x.code === body.providerCode && x.kind === body.kind);
  if (!provider || !body.accountName?.trim() || number.length < 6 || number.length > 24) return fromGolden('payout-account-invalid');
  if (digitsOf(body.paymentPassword ?? '') !== p.paymentPassword) return fromGolden('payout-account-password-wrong');
  if (p.numbers.has(number)) return fromGolden('payout-account-bound');
  p.numbers.add(number);
  const gold = goldenBody('payout-account') as PayoutAccount;
  const account: PayoutAccount = {
    ...gold,
    id: `BC${String(p.accounts.length + 2).padStart(8, '0')}`,
    kind: body.kind,
    provider: provider.name,
    accountName: body.accountName.trim(),
    lastDigits: number.slice(-4),
    default: p.accounts.length === 0,
  };
  p.accounts.push(account);
  return { status: 201, body: account };
}

function paymentPassword(user: string, body: PaymentPasswordRequest): Answer {
  if (trial(user)) return fromGolden('deposit-free-reject');
  const p = purse(user);
  if (!/^\d{6}$/.test(digitsOf(body.newPassword ?? '')) || body.newPassword !== body.confirmPassword) return fromGolden('payment-password-invalid');
  if (body.currentPassword === undefined && p.paymentPassword !== null) return fromGolden('payment-password-set');
  if (body.currentPassword !== undefined && digitsOf(body.currentPassword) !== p.paymentPassword) return fromGolden('payment-password-wrong');
  p.paymentPassword = digitsOf(body.newPassword);
  return fromGolden('payment-password');
}

// Records: the goldens' items of a path, filtered and paged as the BFF would.

type Item = { id: string; time?: string; createdAt?: string } & Record<string, unknown>;
const dayOf = (item: Item) => (item.time ?? item.createdAt ?? '').slice(0, 10);

function itemsOf(path: string): Item[] {
  const seen = new Map<string, Item>();
  for (const g of goldens) {
    if (g.path !== path || g.method !== 'GET' || g.status !== 200) continue;
    for (const item of (g.body as { items?: Item[] }).items ?? []) if (!seen.has(item.id)) seen.set(item.id, item);
  }
  const at = (item: Item) => item.time ?? item.createdAt ?? '';
  // newest first
  return [...seen.values()].sort((a, b) => at(b).localeCompare(at(a)) || b.id.localeCompare(a.id));
}

function inRangeOf(params: URLSearchParams): (item: Item) => boolean {
  const today = isoDay(new Date());
  const from = params.get('from') ?? today;
  const to = params.get('to') ?? today;
  return (item) => dayOf(item) >= from && dayOf(item) <= to;
}

// A record's query as the BFF checks it (bff/kit: DayRange, Paging; bff/wallet's filters), every
// problem named at once in its order: validation_failed, nothing asked of the back office.

type Field = { name: string; code: string; detail: string };
const statusesAsked = ['pending', 'approved', 'rejected'];
const transactionTypes = ['deposit', 'withdrawal', 'withdrawal_return', 'transfer_out', 'transfer_in', 'bet', 'win', 'bonus', 'rebate', 'adjustment'];
const filterChecks: Record<string, (params: URLSearchParams) => Field | undefined> = {
  status: (q) => (q.has('status') && q.get('status') !== '' && !statusesAsked.includes(q.get('status') ?? '') ? { name: 'status', code: 'invalid', detail: 'pending, approved or rejected' } : undefined),
  type: (q) => (q.has('type') && q.get('type') !== '' && !transactionTypes.includes(q.get('type') ?? '') ? { name: 'type', code: 'invalid', detail: 'a transaction type' } : undefined),
  category: (q) =>
    q.has('category') && q.get('category') !== '' && !/^[A-Z0-9_]{1,32}$/.test(q.get('category') ?? '') ? { name: 'category', code: 'invalid', detail: 'a game category (RNG, LIVE ...)' } : undefined,
};

/** A real day written YYYY-MM-DD. */
const realDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

function rangeProblems(params: URLSearchParams): Field[] {
  const today = isoDay(new Date());
  const out: Field[] = [];
  const day = (name: string) => {
    const v = params.get(name) || today;
    if (realDay(v)) return v;
    out.push({ name, code: 'invalid', detail: 'YYYY-MM-DD' });
    return undefined;
  };
  const from = day('from');
  const to = day('to');
  if (from && to && to < from) out.push({ name: 'to', code: 'out_of_range', detail: 'on or after from' });
  else if (from && to && daysBetween(from, to) > 89) out.push({ name: 'to', code: 'out_of_range', detail: 'at most 90 days from from' });
  return out;
}

function numberProblem(params: URLSearchParams, name: string, most: number): Field[] {
  const v = params.get(name);
  if (!v) return [];
  if (!/^[+-]?\d{1,18}$/.test(v)) return [{ name, code: 'invalid', detail: 'a whole number' }];
  const n = Number(v);
  return n < 1 || n > most ? [{ name, code: 'out_of_range', detail: `from 1 to ${most}` }] : [];
}

/** The problems of a record's query with its own filter (none for profit and loss, which has no paging either). */
function queryProblems(params: URLSearchParams, filter?: keyof typeof filterChecks): Field[] {
  const own = filter ? filterChecks[filter]?.(params) : undefined;
  const paging = filter ? [...numberProblem(params, 'page', 10000), ...numberProblem(params, 'pageSize', 50)] : [];
  return [...rangeProblems(params), ...(own ? [own] : []), ...paging];
}

const queryRefused = (fields: Field[]): Answer => ({
  status: 400,
  body: { type: 'about:blank', title: 'Validation failed', status: 400, code: 'validation_failed', detail: 'One or more request parameters are invalid.', fields },
});

const sum = (values: string[]) => fromPaisa(values.reduce((s, v) => s + toPaisa(v), 0n));

const paging = new Set(['page', 'pageSize']);
const filters = (q: URLSearchParams) => [...q].filter(([k]) => !paging.has(k));

/** The golden of the same range and filter as the request, whatever its paging. */
function sameQuery(path: string, params: URLSearchParams): Golden | undefined {
  const asked = filters(params);
  return goldens.find(
    (g) => g.path === path && g.method === 'GET' && g.status === 200 && filters(g.query).length === asked.length && asked.every(([k, v]) => g.query.get(k) === v),
  );
}

/**
 * One page of a record. `totals` covers the whole range: the golden's of the same query when
 * there is one (its items may be one page of many), else summed over the items.
 */
function recordPage(
  path: string,
  params: URLSearchParams,
  filter: keyof typeof filterChecks,
  keep: (item: Item) => boolean,
  totals: (items: Item[]) => unknown,
  made: Item[] = [],
): Answer {
  const problems = queryProblems(params, filter);
  if (problems.length > 0) return queryRefused(problems);
  const items = [...made, ...itemsOf(path)].filter(inRangeOf(params)).filter(keep);
  const same = sameQuery(path, params);
  const page = Math.max(1, Number(params.get('page') ?? 1));
  const size = Math.min(50, Math.max(1, Number(params.get('pageSize') ?? 20)));
  return {
    status: 200,
    body: {
      items: items.slice((page - 1) * size, page * size),
      page,
      totalPages: Math.ceil(items.length / size),
      totals: same ? (same.body as { totals: unknown }).totals : totals(items),
    },
  };
}

const transactionTotals = (items: Item[]) => {
  const amounts = (items as unknown as Transaction[]).map((t) => t.amount);
  const inflow = sum(amounts.filter((a) => !a.startsWith('-')));
  const outflow = sum(amounts.filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
  return { in: inflow, out: outflow, net: fromPaisa(toPaisa(inflow) - toPaisa(outflow)) };
};
const betTotals = (bets: Bet[]) => ({ stake: sum(bets.map((b) => b.stake)), payout: sum(bets.map((b) => b.payout)), profit: sum(bets.map((b) => b.profit)) });
const approvedTotal = (items: Item[]) => ({ approved: sum((items as unknown as Deposit[]).filter((d) => d.status === 'approved').map((d) => d.amount)) });

function profitLoss(params: URLSearchParams): Answer {
  const problems = queryProblems(params);
  if (problems.length > 0) return queryRefused(problems);
  const exact = sameQuery('/api/v1/records/profit-loss', params);
  if (exact) return { status: 200, body: structuredClone(exact.body) };
  const bets = itemsOf('/api/v1/records/bets').filter(inRangeOf(params)) as unknown as Bet[];
  const categories = [...new Set(bets.map((b) => b.category))].sort();
  const today = isoDay(new Date());
  const body: ProfitLossReport = {
    from: params.get('from') ?? today,
    to: params.get('to') ?? today,
    items: categories.map((category) => {
      const of = bets.filter((b) => b.category === category);
      return { category, bets: of.length, ...betTotals(of) };
    }),
    totals: betTotals(bets),
  };
  return { status: 200, body };
}

function security(user: string): Security {
  const p = purse(user);
  return {
    ...(goldenBody('security') as Security),
    hasPaymentPassword: p.paymentPassword !== null,
    payoutAccounts: p.accounts.length,
    hasSecurityQuestions: p.questions !== null,
  };
}

// The security questions and the payment password's reset (testdata/bff/wallet's security-*,
// my-security-questions* and payment-password-reset* goldens).

type Schemas = components['schemas'];
type SecurityQuestionList = Schemas['SecurityQuestions'];
type SecurityAnswer = Schemas['SecurityAnswer'];

/** An answer as the back office compares it. */
const normal = (answer: string) => answer.trim().split(/\s+/).join(' ').toLowerCase();

/** The questions offered, in the request's language. */
const offered = (request: Request): SecurityQuestionList =>
  goldenBody((request.headers.get('Accept-Language') ?? '').toLowerCase().startsWith('en') ? 'security-questions-en' : 'security-questions') as SecurityQuestionList;

/** The answers of a form, as the BFF checks them: from least to three, each question once, each answer 1 to 64 characters. */
function answersOf(given: SecurityAnswer[] | undefined, least: number): { id: string; answer: string }[] | null {
  if (!Array.isArray(given) || given.length < least || given.length > 3) return null;
  const ids = new Set(given.map((a) => String(a.questionId ?? '').trim()));
  if (ids.size !== given.length) return null;
  const out = given.map((a) => ({ id: String(a.questionId).trim(), answer: String(a.answer ?? '').trim() }));
  return out.every((a) => /^[A-Za-z0-9_.:-]{1,32}$/.test(a.id) && a.answer !== '' && [...a.answer].length <= 64) ? out : null;
}

function myQuestions(user: string, request: Request): Answer {
  const p = purse(user);
  if (p.questions === null) return fromGolden('my-security-questions-unset');
  const texts = offered(request).items;
  const chosen = p.questions;
  return fromGolden('my-security-questions', (b) => ({ ...b, items: chosen.map((q) => ({ id: q.id, text: texts.find((t) => t.id === q.id)?.text ?? '' })) }));
}

function chooseQuestions(user: string, body: Schemas['SecurityQuestionsRequest']): Answer {
  const p = purse(user);
  const answers = answersOf(body.answers, 2);
  const known = new Set((goldenBody('security-questions') as SecurityQuestionList).items.map((q) => q.id));
  if (answers === null) return fromGolden('security-questions-invalid');
  if (p.questions !== null) return fromGolden('security-questions-set-again');
  if (!answers.every((a) => known.has(a.id))) return fromGolden('security-questions-invalid');
  p.questions = answers.map((a) => ({ id: a.id, answer: normal(a.answer) }));
  return fromGolden('security-questions-set');
}

/** The mobile account's number (the only demo account with one), as the back office keeps it. */
const numberOf = (user: string) => (/^880\d{10}$/.test(user) ? user : null);

function resetPaymentPassword(user: string, body: Schemas['PaymentPasswordResetRequest']): Answer {
  const p = purse(user);
  const pin = digitsOf(body.newPassword ?? '');
  const fields: { name: string; code: string; detail?: string }[] = [];
  const answers = body.method === 'questions' ? answersOf(body.answers, 1) : null;
  if (body.method !== 'questions' && body.method !== 'sms') fields.push({ name: 'method', code: 'invalid', detail: 'questions or sms' });
  if (body.method === 'questions' && answers === null) fields.push({ name: 'answers', code: 'invalid', detail: 'one to three questions' });
  if (!/^\d{6}$/.test(pin)) fields.push({ name: 'newPassword', code: 'password_format', detail: 'six digits' });
  if (!body.confirmPassword) fields.push({ name: 'confirmPassword', code: 'required' });
  else if (digitsOf(body.confirmPassword) !== pin) fields.push({ name: 'confirmPassword', code: 'confirm_mismatch' });
  if (fields.length > 0) return fromGolden('payment-password-reset-invalid', (b) => ({ ...b, fields }));
  if (body.method === 'sms') {
    const mobile = `${body.dialingCode ?? '880'}${digitsOf(body.mobile ?? '').replace(/^880(?=\d{10}$)/, '').replace(/^0+/, '')}`;
    if (numberOf(user) !== mobile) return fromGolden('payment-password-reset-sms-mismatch');
    if (body.smsCode !== '123456') return fromGolden('payment-password-reset-sms-code-wrong');
  } else {
    if (p.questions === null) return fromGolden('payment-password-reset-no-questions');
    const want = new Map(p.questions.map((q) => [q.id, q.answer]));
    const given = answers ?? [];
    if (given.length !== want.size || !given.every((a) => want.get(a.id) === normal(a.answer))) return fromGolden('payment-password-reset-answers-wrong');
  }
  if (p.paymentPassword === null) return problem(409, 'payment_password_required', 'Set a payment password in the security centre first.');
  if (p.paymentPassword === pin) return fromGolden('payment-password-reset-invalid', (b) => ({ ...b, fields: [{ name: 'newPassword', code: 'password_same' }] }));
  p.paymentPassword = pin;
  return fromGolden(body.method === 'sms' ? 'payment-password-reset-sms' : 'payment-password-reset');
}

/** The paths these handlers answer. */
export const moneyPaths = [
  '/api/v1/wallets',
  '/api/v1/wallet-transfers',
  '/api/v1/wallet-recalls',
  '/api/v1/deposit-methods',
  '/api/v1/deposits',
  '/api/v1/withdrawal-options',
  '/api/v1/withdrawals',
  '/api/v1/payout-accounts',
  '/api/v1/me/payment-password',
  '/api/v1/me/security',
  '/api/v1/security-questions',
  '/api/v1/me/security-questions',
  '/api/v1/payment-password-resets',
  '/api/v1/records/transactions',
  '/api/v1/records/bets',
  '/api/v1/records/profit-loss',
];

/** Handlers that go before the golden handlers; a forced scenario golden of the same method and path wins. */
export function moneyHandlers(getScenario: () => Scenario): HttpHandler[] {
  const forced = (request: Request): Response | undefined => {
    const name = forcedGolden(getScenario());
    const path = new URL(request.url).pathname;
    const g: Golden | undefined = name === undefined ? undefined : goldens.find((x) => x.name === name && x.method === request.method && x.path === path);
    return g ? respond({ status: g.status, body: g.body }) : undefined;
  };
  /** A read of the signed-in player's money. */
  const read = (path: string, answer: (user: string, params: URLSearchParams) => Answer) =>
    http.get(path, ({ request }) => {
      const hit = forced(request);
      if (hit) return hit;
      const user = signedIn();
      if (!user) return respond(fromGolden('wallet-login-required'));
      return respond(answer(user, new URL(request.url).searchParams));
    });
  const write = <B>(method: 'post' | 'put', path: string, answer: (user: string, body: B) => Answer, keyed = true) =>
    http[method](path, async ({ request }) => {
      const hit = forced(request);
      if (hit) return hit;
      if (keyed) return moneyWrite(request, (user, body) => answer(user, body as B));
      const user = signedIn();
      if (!user) return respond(fromGolden('wallet-login-required'));
      return respond(answer(user, (await request.json()) as B));
    });
  const ok = (body: unknown): Answer => ({ status: 200, body });
  return [
    read('/api/v1/wallets', (user) => ok(structuredClone(purse(user).wallets))),
    write<WalletTransferRequest>('post', '/api/v1/wallet-transfers', transfer),
    write<unknown>('post', '/api/v1/wallet-recalls', (user) => recall(user)),
    read('/api/v1/deposit-methods', (user) => (trial(user) ? fromGolden('deposit-methods-free-reject') : fromGolden('deposit-methods'))),
    write<DepositRequest>('post', '/api/v1/deposits', deposit),
    read('/api/v1/withdrawal-options', (user) => (trial(user) ? fromGolden('withdrawal-free-reject') : ok(withdrawalOptions(user)))),
    write<WithdrawalRequest>('post', '/api/v1/withdrawals', withdraw),
    read('/api/v1/payout-accounts', (user) => ok({ ...(goldenBody('payout-accounts') as PayoutAccounts), items: purse(user).accounts })),
    write<PayoutAccountRequest>('post', '/api/v1/payout-accounts', bind),
    write<PaymentPasswordRequest>('put', '/api/v1/me/payment-password', paymentPassword, false),
    read('/api/v1/me/security', (user) => ok(security(user))),
    // The security questions: a free account has no payment password to recover.
    http.get('/api/v1/security-questions', ({ request }) => {
      const hit = forced(request);
      if (hit) return hit;
      const user = signedIn();
      if (!user) return respond(fromGolden('wallet-login-required'));
      return respond(trial(user) ? fromGolden('security-questions-free-reject') : ok(offered(request)));
    }),
    http.get('/api/v1/me/security-questions', ({ request }) => {
      const hit = forced(request);
      if (hit) return hit;
      const user = signedIn();
      if (!user) return respond(fromGolden('wallet-login-required'));
      return respond(trial(user) ? fromGolden('security-questions-free-reject') : myQuestions(user, request));
    }),
    write<Schemas['SecurityQuestionsRequest']>('put', '/api/v1/me/security-questions', (user, body) => (trial(user) ? fromGolden('security-questions-free-reject') : chooseQuestions(user, body)), false),
    write<Schemas['PaymentPasswordResetRequest']>('post', '/api/v1/payment-password-resets', (user, body) => (trial(user) ? fromGolden('security-questions-free-reject') : resetPaymentPassword(user, body)), false),
    read('/api/v1/deposits', (user, params) =>
      recordPage('/api/v1/deposits', params, 'status', (d) => !params.get('status') || d.status === params.get('status'), approvedTotal, purse(user).made.deposits),
    ),
    read('/api/v1/withdrawals', (user, params) =>
      recordPage('/api/v1/withdrawals', params, 'status', (d) => !params.get('status') || d.status === params.get('status'), approvedTotal, purse(user).made.withdrawals),
    ),
    read('/api/v1/records/transactions', (_, params) =>
      recordPage('/api/v1/records/transactions', params, 'type', (t) => !params.get('type') || t.type === params.get('type'), transactionTotals),
    ),
    read('/api/v1/records/bets', (_, params) =>
      recordPage('/api/v1/records/bets', params, 'category', (b) => !params.get('category') || b.category === params.get('category'), (items) => betTotals(items as unknown as Bet[])),
    ),
    read('/api/v1/records/profit-loss', (_, params) => profitLoss(params)),
  ];
}
