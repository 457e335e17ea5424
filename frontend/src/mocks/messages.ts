// The messages' answers over the goldens of testdata/bff/messages, with the signed-in player's
// state: the notices and agents' notices a player opened (their read marks), the inbox messages
// read and deleted, the chat opened; the unread counts follow from them (the golden's counts less
// what was read or deleted since). Popups, banners, help, contacts and feedback are the goldens'.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AnnouncementItem, Announcements, Inbox, UnreadCounts } from '../api/types';
import { golden as anyGolden } from './goldens';
import { forcedGolden, type Scenario } from './scenario';
import { sessionOf } from './session';
import { signedIn } from './signed-in';

type Answer = { status: number; body: unknown };

const golden = (name: string) => anyGolden(name, 'messages');
const fromGolden = (name: string): Answer => {
  const g = golden(name);
  return { status: g.status, body: structuredClone(g.body) };
};
const problem = (status: number, code: string): Answer => ({ status, body: { type: 'about:blank', title: code, status, code, detail: code } });

function respond(a: Answer): Response {
  const type = a.status >= 400 ? 'application/problem+json' : 'application/json';
  return new HttpResponse(JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': type } });
}

/** What one player did since the goldens were recorded. */
type Marks = { notices: Set<string>; messagesRead: Set<string>; deleted: Set<string>; chatOpened: boolean };
const players = new Map<string, Marks>();

function marks(user: string): Marks {
  let m = players.get(user);
  if (!m) {
    m = { notices: new Set(), messagesRead: new Set(), deleted: new Set(), chatOpened: false };
    players.set(user, m);
  }
  return m;
}

/** Tests: forget every player's read marks, deletions and chats. */
export function resetMessagesMocks(): void {
  players.clear();
}

const english = (request: Request) => (request.headers.get('Accept-Language') ?? '').toLowerCase().startsWith('en');
const trial = (user: string) => sessionOf(user).role === 'trial';
const isAgent = (user: string) => sessionOf(user).isAgent;

/** The golden notices a player sees (with the golden's own read marks), by kind. */
function baseNotices(user: string | null, kind: 'notice' | 'agent', en: boolean): AnnouncementItem[] {
  if (kind === 'agent') return user && isAgent(user) ? (structuredClone(golden('announcements-agent').body) as Announcements).items : [];
  if (!user) return (structuredClone(golden(en ? 'announcements-en' : 'announcements').body) as Announcements).items;
  const member = (structuredClone(golden('announcements-member').body) as Announcements).items;
  if (!en) return member;
  // the English text with the member's read marks
  const english = (structuredClone(golden('announcements-en').body) as Announcements).items;
  return english.map((e) => ({ ...e, read: member.find((m) => m.id === e.id)?.read ?? false }));
}

function notices(user: string | null, kinds: string[], en: boolean): Announcements {
  const items = (['notice', 'agent'] as const)
    .filter((k) => kinds.includes(k))
    .flatMap((k) => baseNotices(user, k, en))
    .map((a) => ({ ...a, read: user !== null && !trial(user) && (a.read || marks(user).notices.has(a.id)) }));
  return { items, canMarkRead: user !== null && !trial(user) };
}

function messages(user: string, en: boolean): Inbox {
  const m = marks(user);
  const base = (structuredClone(golden(en ? 'inbox-en' : 'inbox').body) as Inbox).items;
  const items = base.filter((x) => !m.deleted.has(x.id)).map((x) => ({ ...x, read: x.read || m.messagesRead.has(x.id) }));
  return { items, page: 1, totalPages: 1, total: items.length };
}

function counts(user: string): UnreadCounts {
  if (trial(user)) return structuredClone(golden('unread-counts-trial').body) as UnreadCounts;
  const m = marks(user);
  const base = structuredClone(golden(isAgent(user) ? 'unread-counts-agent' : 'unread-counts').body) as UnreadCounts;
  const kinds = isAgent(user) ? ['notice', 'agent'] : ['notice'];
  const unreadAtFirst = kinds.flatMap((k) => baseNotices(user, k as 'notice' | 'agent', false)).filter((a) => !a.read);
  const readSince = unreadAtFirst.filter((a) => m.notices.has(a.id)).length;
  const inboxGone = (structuredClone(golden('inbox').body) as Inbox).items.filter((x) => !x.read && (m.messagesRead.has(x.id) || m.deleted.has(x.id))).length;
  return {
    announcements: Math.max(0, base.announcements - readSince),
    inbox: base.inbox === null ? null : Math.max(0, base.inbox - inboxGone),
    chat: base.chat === null ? null : m.chatOpened ? 0 : base.chat,
  };
}

const allNoticeIds = () => new Set([...baseNotices('demo01', 'notice', false), ...baseNotices('agent01', 'agent', false)].map((a) => a.id));

/** The paths these handlers answer from the player's state, not from a golden as recorded. */
export const messagesPaths = ['/api/v1/announcements', '/api/v1/me/unread-counts', '/api/v1/inbox'];

export function messagesHandlers(getScenario: () => Scenario): HttpHandler[] {
  // a scenario that names a golden of these paths answers it (the golden handlers do)
  const forced = () => forcedGolden(getScenario()) !== undefined;
  return [
    http.get('/api/v1/announcements', ({ request }) => {
      if (forced()) return undefined;
      const params = new URL(request.url).searchParams;
      const kinds = (params.get('types') ?? 'notice').split(',');
      // popups and banners are the goldens' (public, no read marks)
      if (!kinds.every((k) => k === 'notice' || k === 'agent')) return undefined;
      return respond({ status: 200, body: notices(signedIn(), kinds, english(request)) });
    }),
    http.post('/api/v1/announcements/:id/read', ({ params }) => {
      if (forced()) return undefined;
      const user = signedIn();
      const id = String(params.id);
      if (!user) return respond(fromGolden('announcement-read-login-required'));
      if (trial(user)) return respond(fromGolden('announcement-read-free-reject'));
      if (!allNoticeIds().has(id)) return respond(fromGolden('announcement-read-unknown'));
      marks(user).notices.add(id);
      return respond({ status: 200, body: { id, read: true } });
    }),
    http.get('/api/v1/me/unread-counts', () => {
      if (forced()) return undefined;
      const user = signedIn();
      return respond(user ? { status: 200, body: counts(user) } : fromGolden('unread-counts-login-required'));
    }),
    http.get('/api/v1/inbox', ({ request }) => {
      if (forced()) return undefined;
      const user = signedIn();
      if (!user) return respond(fromGolden('inbox-login-required'));
      if (trial(user)) return respond(fromGolden('inbox-free-reject'));
      return respond({ status: 200, body: messages(user, english(request)) });
    }),
    http.post('/api/v1/inbox/:id/read', ({ params }) => {
      if (forced()) return undefined;
      const user = signedIn();
      if (!user) return respond(fromGolden('inbox-login-required'));
      if (trial(user)) return respond(fromGolden('inbox-free-reject'));
      const id = String(params.id);
      if (!messages(user, false).items.some((x) => x.id === id)) return respond(fromGolden('inbox-read-unknown'));
      marks(user).messagesRead.add(id);
      return respond({ status: 200, body: { id, read: true } });
    }),
    ...(['/api/v1/inbox/:id', '/api/v1/inbox'] as const).map((path) =>
      http.delete(path, ({ request, params }) => {
        if (forced()) return undefined;
        const user = signedIn();
        if (!user) return respond(fromGolden('inbox-login-required'));
        if (trial(user)) return respond(fromGolden('inbox-free-reject'));
        const ids = params.id ? [String(params.id)] : (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean);
        if (ids.length === 0) return respond(fromGolden('inbox-delete-invalid'));
        const held = new Set(messages(user, false).items.map((x) => x.id));
        if (!ids.every((id) => held.has(id))) return respond(fromGolden('inbox-delete-unknown'));
        for (const id of ids) marks(user).deleted.add(id);
        return respond({ status: 200, body: { deleted: ids } });
      }),
    ),
    http.post('/api/v1/chat-launches', () => {
      if (forced()) return undefined;
      const user = signedIn();
      if (!user) return respond(problem(401, 'login_required'));
      if (trial(user)) return respond(fromGolden('chat-launch-free-reject'));
      marks(user).chatOpened = true;
      return respond(fromGolden('chat-launch'));
    }),
  ];
}
