// The member side's answers over the goldens of testdata/bff/promotions and
// testdata/bff/profile, with the signed-in player's state: the promotions' statuses that claims
// and applications move, the reward centre, the rebate, the red-envelope rain, the profile and
// the identity verification. Claims are money writes with an Idempotency-Key (a repeated key
// answers the first answer; none at all is validation_failed); uploads are checked by the rules
// the BFF applies (comment at most 140 characters, at most 3 pictures, png or jpg, 5 MB each),
// judged here by the file's declared type and size since jsdom's files hold no real picture.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Profile, Promotion, PromotionDetail, PromotionList, RedEnvelopes, Rewards, Verification } from '../api/types';
import { fromPaisa, toPaisa } from '../lib/amount';
import { golden as anyGolden, goldens } from './goldens';
import { exclusionRefusal } from './protection';
import { forcedGolden, type Scenario } from './scenario';
import { mockSession, sessionOf } from './session';
import { signedIn } from './signed-in';

type Answer = { status: number; body: unknown };

const promo = (name: string) => anyGolden(name, 'promotions');
const prof = (name: string) => anyGolden(name, 'profile');
const body = <T>(g: { body: unknown }): T => structuredClone(g.body) as T;
const of = (g: { status: number; body: unknown }): Answer => ({ status: g.status, body: structuredClone(g.body) });

function respond(a: Answer): Response {
  const type = a.status >= 400 ? 'application/problem+json' : 'application/json';
  return new HttpResponse(JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': type } });
}

const english = (request: Request) => (request.headers.get('Accept-Language') ?? '').toLowerCase().startsWith('en');
const trial = (user: string) => sessionOf(user).role === 'trial';
const invalid = (fields: { name: string; code: string; detail?: string }[]): Answer => ({
  status: 400,
  body: { type: 'about:blank', title: 'Validation failed', status: 400, code: 'validation_failed', detail: 'One or more request parameters are invalid.', fields },
});

/** What the player has done while the mocks run. */
type Book = {
  statuses: Map<string, Promotion['status']>;
  rebateClaimed: boolean;
  envelopeCaught: string | null;
  profile: Partial<Profile>;
  kyc: Verification | null;
};
const books = new Map<string, Book>();
const writes = new Map<string, Answer>();

function book(user: string): Book {
  let b = books.get(user);
  if (!b) {
    b = { statuses: new Map(), rebateClaimed: false, envelopeCaught: null, profile: {}, kyc: null };
    books.set(user, b);
  }
  return b;
}

/** Tests: forget every player's state. */
export function resetPromotionsMocks(): void {
  books.clear();
  writes.clear();
}

/** Tests: the back office decides the player's identity verification. */
export function reviewVerification(user: string, status: 'verified' | 'rejected'): void {
  const b = book(user);
  b.kyc = body<Verification>(prof(status === 'verified' ? 'kyc-verified' : 'kyc-rejected'));
}

/** The action a status leaves once the player acted. */
const settled = (status: Promotion['status']): Promotion['action'] => (status === 'join' ? 'join' : status === 'claim' ? 'claim' : 'none');

function withState<T extends Promotion>(item: T, user: string | null): T {
  const status = user ? book(user).statuses.get(item.id) : undefined;
  return status ? { ...item, status, action: settled(status) } : item;
}

function list(request: Request, user: string | null): Answer {
  const params = new URL(request.url).searchParams;
  const category = (params.get('category') ?? '').toUpperCase();
  const member = user !== null && !trial(user);
  const base = body<PromotionList>(promo(`${member ? 'promotions-member' : 'promotions'}${english(request) ? '-en' : ''}`));
  if (category && category !== 'ALL' && !base.categories.some((c) => c.code === category)) return of(promo('promotions-category-unknown'));
  const items = base.items.filter((i) => !category || category === 'ALL' || i.categories.includes(category)).map((i) => withState(i, member ? user : null));
  return { status: 200, body: { ...base, category: category === 'ALL' ? '' : category, items } };
}

function detail(request: Request, id: string, user: string | null): Answer {
  const member = user !== null && !trial(user);
  const all = body<PromotionList>(promo(`${member ? 'promotions-member' : 'promotions'}${english(request) ? '-en' : ''}`)).items;
  const item = all.find((i) => i.id === id);
  if (!item) return of(promo('promotion-not-found'));
  // the goldens of 3006 and 3017 hold the merchant's HTML; the others show their picture and title
  const lang = english(request) ? 'en' : 'bn';
  const named = goldens.find(
    (g) => g.feature === 'promotions' && g.method === 'GET' && g.path === `/api/v1/promotions/${id}` && g.status === 200 && (g.headers['Accept-Language'] ?? 'bn') === lang,
  );
  const rich = named ? body<PromotionDetail>(named) : undefined;
  const d: PromotionDetail = { ...item, content: rich?.content ?? '', images: rich?.images ?? (item.image ? [item.image] : []) };
  return { status: 200, body: withState(d, member ? user : null) };
}

function claim(user: string, id: string, request: Request): Answer {
  if (trial(user)) return of(promo('claim-free-reject'));
  const item = (list(request, user).body as PromotionList).items.find((i) => i.id === id);
  if (!item) return of(promo('claim-not-found'));
  if (item.status === 'claimed' || item.status === 'issued') return of(promo('claim-already-claimed'));
  if (item.action === 'apply') return of(promo('claim-apply'));
  if (item.action !== 'claim' && item.action !== 'join') return of(promo('claim-not-claimable'));
  const joined = item.action === 'join';
  book(user).statuses.set(id, joined ? 'joined' : 'claimed');
  return { status: 201, body: { promotionId: id, status: joined ? 'joined' : 'claimed', amount: joined ? '0.00' : (item.bonus ?? '0.00'), currency: 'BDT' } };
}

function rewards(request: Request, user: string): Answer {
  const base = body<Rewards>(promo(english(request) ? 'rewards-en' : 'rewards'));
  const statuses = book(user).statuses;
  const items = base.items.map((r) => (r.status === 'claimable' && statuses.get(r.promotionId) === 'claimed' ? { ...r, status: 'claimed' as const, claimedAt: new Date().toISOString() } : r));
  const sum = (status: string) => fromPaisa(items.filter((r) => r.status === status).reduce((s, r) => s + toPaisa(r.amount), 0n));
  // claimable first, then the rest newest first, as the BFF orders them
  const ordered = [...items.filter((r) => r.status === 'claimable'), ...items.filter((r) => r.status !== 'claimable')];
  return { status: 200, body: { ...base, items: ordered, claimable: sum('claimable'), claimed: sum('claimed') } };
}

function redEnvelopes(user: string): Answer {
  const b = book(user);
  return of(promo(b.envelopeCaught ? 'red-envelopes-claimed' : 'red-envelopes'));
}

function catchEnvelope(user: string, text: string): Answer {
  if (trial(user)) return of(promo('claim-free-reject'));
  const eventId = (JSON.parse(text || '{}') as { eventId?: string }).eventId;
  if (!eventId) return of(promo('red-envelope-invalid'));
  const current = body<RedEnvelopes>(promo('red-envelopes')).current;
  if (!current || current.id !== eventId) return of(promo('red-envelope-closed'));
  const b = book(user);
  if (b.envelopeCaught) return of(promo('red-envelope-claimed'));
  b.envelopeCaught = eventId;
  return of(promo('red-envelope-claim'));
}

const fiveMb = 5 * 1024 * 1024;
const picture = (f: File) => f.type === 'image/png' || f.type === 'image/jpeg';

/** The pictures' problems by the upload rules, each naming its file as the BFF does. */
function pictureProblems(name: string, files: File[], most: number): { name: string; code: string; detail?: string }[] {
  const out: { name: string; code: string; detail?: string }[] = [];
  files.slice(0, most).forEach((f, i) => {
    if (!picture(f)) out.push({ name, code: 'file_type', detail: `file ${i + 1}: png or jpg only` });
    else if (f.size > fiveMb) out.push({ name, code: 'file_too_large', detail: `file ${i + 1}: at most 5 MB` });
  });
  if (files.length > most) out.push({ name, code: 'too_many_files', detail: `at most ${most}` });
  return out;
}

/** A text field of a multipart body ('' when absent or a file). */
const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

const files = (form: FormData, name: string) => form.getAll(name).filter((v): v is File => typeof v !== 'string');

function apply(user: string, id: string, form: FormData, request: Request): Answer {
  if (trial(user)) return of(prof('application-free-reject'));
  const item = (list(request, user).body as PromotionList).items.find((i) => i.id === id);
  if (id === '3008' || item?.status === 'applying') return of(prof('application-exists'));
  if (!item || item.action !== 'apply') return of(prof('application-not-open'));
  const comment = text(form, 'comment').trim();
  const problems = [
    ...(comment === '' ? [{ name: 'comment', code: 'required' }] : [...comment].length > 140 ? [{ name: 'comment', code: 'too_long', detail: 'at most 140 characters' }] : []),
    ...pictureProblems('pictures', files(form, 'pictures'), 3),
  ];
  if (problems.length > 0) return invalid(problems);
  book(user).statuses.set(id, 'applying');
  return { status: 201, body: { ...body<object>(prof('application')), promotionId: id } };
}

function profile(user: string): Answer {
  if (trial(user)) return of(prof('profile-trial'));
  const b = book(user);
  const verification = b.kyc?.status ?? 'none';
  return { status: 200, body: { ...body<Profile>(prof('profile')), ...b.profile, verification } };
}

const nicknamePattern = /^[\p{L}\p{N} ._-]{2,20}$/u;
const payeePattern = /^[\p{L} .'-]{2,64}$/u;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}****${name.slice(-1)}@${domain}`;
};

function updateProfile(user: string, text: string): Answer {
  if (trial(user)) return of(prof('profile-update-free-reject'));
  const asked = JSON.parse(text || '{}') as { nickname?: string; email?: string; payeeName?: string };
  const nickname = asked.nickname?.trim();
  const email = asked.email?.trim();
  const payeeName = asked.payeeName?.trim();
  if (nickname === undefined && email === undefined && payeeName === undefined) return of(prof('profile-update-empty'));
  const current = profile(user).body as Profile;
  // as the BFF checks them: an empty field is required, a malformed one named with the rule (none for the e-mail)
  const check = (name: string, value: string | undefined, ok: (v: string) => boolean, code: string, detail?: string) =>
    value === undefined ? [] : value === '' ? [{ name, code: 'required' }] : ok(value) ? [] : [{ name, code, ...(detail && { detail }) }];
  const problems = [
    ...check('nickname', nickname, (v) => nicknamePattern.test(v), 'format_invalid', '2 to 20 letters, digits, spaces, dots, dashes or underscores'),
    ...check('email', email, (v) => emailPattern.test(v), 'email_format'),
    ...(payeeName !== undefined && current.payeeNameLocked ? [{ name: 'payeeName', code: 'locked', detail: 'set already: customer service changes it' }] : []),
    ...(current.payeeNameLocked ? [] : check('payeeName', payeeName, (v) => payeePattern.test(v), 'name_format', '2 to 64 letters, spaces, dots, dashes or apostrophes')),
  ];
  if (problems.length > 0) return invalid(problems);
  const b = book(user);
  if (nickname !== undefined) b.profile = { ...b.profile, nickname, displayName: nickname };
  if (email !== undefined) b.profile = { ...b.profile, email: maskEmail(email) };
  if (payeeName !== undefined) b.profile = { ...b.profile, payeeName, payeeNameLocked: true };
  return profile(user);
}

function avatar(user: string, form: FormData): Answer {
  if (trial(user)) return of(prof('avatar-free-reject'));
  const [file] = files(form, 'avatar');
  if (!file) return invalid([{ name: 'avatar', code: 'required' }]);
  if (file.size > fiveMb) return of(prof('avatar-too-large'));
  if (!picture(file)) return of(prof('avatar-file-type'));
  const b = book(user);
  const served = body<{ avatar: string }>(prof('avatar')).avatar;
  b.profile = { ...b.profile, avatar: served };
  return { status: 200, body: { avatar: served } };
}

function kyc(user: string): Answer {
  return { status: 200, body: book(user).kyc ?? body<Verification>(prof('kyc')) };
}

/** Whole years from `born` (YYYY-MM-DD) to today. */
function age(born: string, now = new Date()): number {
  const [y = 0, m = 0, d = 0] = born.split('-').map(Number);
  let years = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) years -= 1;
  return years;
}

function realDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && d.getTime() < Date.now();
}

function submitKyc(user: string, form: FormData): Answer {
  if (trial(user)) return of(prof('kyc-free-reject'));
  const b = book(user);
  const minimumAge = body<Verification>(prof('kyc')).minimumAge;
  if (b.kyc && (b.kyc.status === 'pending' || b.kyc.status === 'verified')) return of(prof('kyc-submitted'));
  const dateOfBirth = text(form, 'dateOfBirth');
  const problems = [
    ...(files(form, 'front').length === 0 ? [{ name: 'front', code: 'required' }] : pictureProblems('front', files(form, 'front'), 1)),
    ...(files(form, 'back').length === 0 ? [{ name: 'back', code: 'required' }] : pictureProblems('back', files(form, 'back'), 1)),
    ...(!realDay(dateOfBirth)
      ? [{ name: 'dateOfBirth', code: 'invalid', detail: 'a real day, YYYY-MM-DD' }]
      : age(dateOfBirth) < minimumAge
        ? [{ name: 'dateOfBirth', code: 'underage', detail: `at least ${minimumAge} years old` }]
        : []),
  ];
  if (problems.length > 0) return invalid(problems);
  b.kyc = { ...body<Verification>(prof('kyc-submit')), dateOfBirth, submittedAt: new Date().toISOString() };
  return { status: 201, body: b.kyc };
}

/** The paths these handlers answer by the player's state (the promotions' details too: /api/v1/promotions/{id}). */
export const promotionsPaths = [
  '/api/v1/promotions',
  ...goldens.filter((g) => g.feature === 'promotions' && /^\/api\/v1\/promotions\/\w+$/.test(g.path)).map((g) => g.path),
  '/api/v1/rewards',
  '/api/v1/rebates',
  '/api/v1/vip',
  '/api/v1/invitation',
  '/api/v1/red-envelopes',
  '/api/v1/me/profile',
  '/api/v1/kyc',
];

/** Handlers that go before the golden handlers; a forced scenario golden of the same method and path wins. */
export function promotionsHandlers(getScenario: () => Scenario): HttpHandler[] {
  const forced = (request: Request): Response | undefined => {
    const name = forcedGolden(getScenario());
    const path = new URL(request.url).pathname;
    const g = name === undefined ? undefined : goldens.find((x) => x.name === name && x.method === request.method && x.path === path);
    return g ? respond({ status: g.status, body: g.body }) : undefined;
  };
  const loginRequired = () => respond(of(promo('rewards-login-required')));
  /** A read or write that needs a session. */
  const member =
    (answer: (user: string, request: Request, params: Record<string, string>) => Answer | Promise<Answer>) =>
    async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      const hit = forced(request);
      if (hit) return hit;
      const user = signedIn();
      if (!user) return loginRequired();
      return respond(await answer(user, request, params as Record<string, string>));
    };
  /**
   * A money write: its key kept with its answer; a refusal before the back office leaves the key free.
   * A new key during an exclusion is refused (self_excluded); a key seen before answers its first answer.
   */
  const keyed = (answer: (user: string, request: Request, text: string, params: Record<string, string>) => Answer) =>
    member(async (user, request, params) => {
      if (trial(user)) return answer(user, request, '', params);
      const key = request.headers.get('Idempotency-Key');
      if (!key || !/^[A-Za-z0-9_-]{8,64}$/.test(key)) return of(promo('claim-key-missing'));
      const seen = writes.get(`${user}|${key}`);
      if (seen) return seen;
      const excluded = exclusionRefusal(user, 'claim-self-excluded');
      if (excluded) return excluded;
      const a = answer(user, request, await request.text(), params);
      if (a.status < 400) writes.set(`${user}|${key}`, a);
      return a;
    });
  return [
    // a trial account: the mocks sign in as the demo's free account (type 4)
    http.post('/api/v1/session/trial', ({ request }) => {
      const hit = forced(request);
      if (hit) return hit;
      mockSession.signIn('free01');
      return respond({ status: 201, body: sessionOf('free01') });
    }),
    http.get('/api/v1/promotions', ({ request }) => forced(request) ?? respond(list(request, signedIn()))),
    http.get('/api/v1/promotions/:id', ({ request, params }) => forced(request) ?? respond(detail(request, String(params.id), signedIn()))),
    http.post(
      '/api/v1/promotions/:id/claims',
      keyed((user, request, _text, params) => claim(user, String(params.id), request)),
    ),
    http.post(
      '/api/v1/promotions/:id/applications',
      member(async (user, request, params) => apply(user, String(params.id), await request.formData(), request)),
    ),
    http.get('/api/v1/rewards', member((user, request) => rewards(request, user))),
    http.get('/api/v1/rebates', member((user) => of(promo(book(user).rebateClaimed ? 'rebates-after' : 'rebates')))),
    http.post(
      '/api/v1/rebates/claims',
      keyed((user) => {
        if (trial(user)) return of(promo('claim-free-reject'));
        const b = book(user);
        if (b.rebateClaimed) return of(promo('rebate-claim-nothing'));
        b.rebateClaimed = true;
        return of(promo('rebate-claim'));
      }),
    ),
    http.get('/api/v1/vip', member(() => of(promo('vip')))),
    http.get('/api/v1/invitation', member((user) => of(promo(trial(user) ? 'invitation-free-reject' : 'invitation')))),
    http.get('/api/v1/red-envelopes', member((user) => redEnvelopes(user))),
    http.post(
      '/api/v1/red-envelopes/claims',
      keyed((user, _request, sent) => catchEnvelope(user, sent)),
    ),
    http.get('/api/v1/me/profile', member((user) => profile(user))),
    http.patch('/api/v1/me/profile', member(async (user, request) => updateProfile(user, await request.text()))),
    http.put('/api/v1/me/avatar', member(async (user, request) => avatar(user, await request.formData()))),
    http.get('/api/v1/kyc', member((user) => kyc(user))),
    http.post('/api/v1/kyc', member(async (user, request) => submitKyc(user, await request.formData()))),
  ];
}
