import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';
import { markReadSpacingMs } from './notice-page';

async function open(path: string, user: string | null, language: 'en' | 'bn' = 'en') {
  localStorage.setItem('language', language);
  if (user) mockSession.signIn(user);
  return renderApp(path);
}

/**
 * Each mark-as-read report: the announcement and when it left, the moment the site called fetch.
 * msw's own events see a request later, by however long the machine takes to hand it over, which
 * is no measure of the site's spacing.
 */
function reads() {
  const seen: { id: string; at: number }[] = [];
  // eslint-disable-next-line no-restricted-properties -- watches the site's own requests leave; it sends none itself
  const send = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const m = /\/api\/v1\/announcements\/([^/]+)\/read$/.exec(new URL(url, location.href).pathname);
    if (m && init?.method === 'POST') seen.push({ id: m[1] as string, at: Date.now() });
    return send(input, init);
  });
  return seen;
}

const item = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

/**
 * The page's timers and clock are the test's, running on with real time as the page needs them
 * (for RTL's waits too): a check that no report leaves moves the clock past the reports' spacing,
 * the longest a report can wait behind the last one, however slowly the machine runs.
 */
const testClock = () => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
const pastTheSpacing = () => act(() => vi.advanceTimersByTimeAsync(markReadSpacingMs));

describe('announcements', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('lists title, dates and preview; expanding shows the content and marks it read once', async () => {
    testClock();
    const sent = reads();
    const { user } = await open('/m/notice', 'demo01');
    expect(await screen.findByText('Keep your account safe')).toBeInTheDocument();
    const first = item('Keep your account safe');
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText(/1 Nov 2026 · Long term/)).toBeInTheDocument();
    const head = within(first).getByRole('button', { name: /Keep your account safe/ });
    expect(head).toHaveAttribute('aria-expanded', 'false');
    await user.click(head);
    expect(head).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByText(/Our staff will never ask for your password/)).toBeInTheDocument();
    expect(within(first).queryByText('New')).not.toBeInTheDocument();
    await waitFor(() => expect(sent.map((s) => s.id)).toEqual(['2001']));
    // closing and opening again reports nothing more
    await user.click(head);
    await user.click(head);
    await pastTheSpacing();
    expect(sent).toHaveLength(1);
  });

  it('reports reads at least 150 ms apart', async () => {
    const sent = reads();
    const { user } = await open('/m/notice', 'demo01');
    await screen.findByText('Keep your account safe');
    const heads = screen.getAllByRole('button', { expanded: false });
    const unread = heads.filter((b) => within(b).queryByText('New'));
    expect(unread.length).toBeGreaterThanOrEqual(2);
    await user.click(unread[0] as HTMLElement);
    await user.click(unread[1] as HTMLElement);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1] as { at: number }).at - (sent[0] as { at: number }).at).toBeGreaterThanOrEqual(markReadSpacingMs - 5);
  });

  it('opens the item the announcement bar names (?id=) and marks it read', async () => {
    const sent = reads();
    await open('/m/notice?id=2003', 'demo01');
    const body = await waitFor(() => {
      const el = document.getElementById('notice-body-2003');
      if (!el) throw new Error('not open');
      return el;
    });
    expect(body.textContent).not.toBe('');
    await waitFor(() => expect(sent.map((s) => s.id)).toEqual(['2003']));
  });

  it('a free account reads but cannot mark read', async () => {
    testClock();
    const sent = reads();
    const { user } = await open('/m/notice', 'free01');
    await user.click(await screen.findByRole('button', { name: /Keep your account safe/ }));
    expect(screen.getByText(/Our staff will never ask for your password/)).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    await pastTheSpacing();
    expect(sent).toHaveLength(0);
  });

  it('sends a visitor to log in', async () => {
    await open('/m/notice?id=2001', null);
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });

  it('speaks Bengali', async () => {
    const { user } = await open('/m/notice', 'demo01', 'bn');
    const head = await screen.findByRole('button', { name: /আপনার অ্যাকাউন্ট নিরাপদ রাখুন/ });
    expect(within(head).getByText(bn.notices.more)).toBeInTheDocument();
    expect(within(head).getByText(bn.notices.unread)).toBeInTheDocument();
    await user.click(head);
    expect(within(head).getByText(bn.notices.less)).toBeInTheDocument();
  });
});

describe("agents' notices", () => {
  it("lists an agent's notices at /m/member/notice?types=A", async () => {
    await open('/m/member/notice?types=A', 'agent01');
    expect(await screen.findByText('অক্টোবরের কমিশন পরিশোধ করা হয়েছে')).toBeInTheDocument();
    expect(screen.getByText(/1 Nov 2026 – 31 Dec 2026/)).toBeInTheDocument();
    expect(document.title).toContain(en.page.memberNotice);
  });

  it('a member who is no agent has none, in Bengali', async () => {
    await open('/m/member/notice?types=A', 'demo01', 'bn');
    expect(await screen.findByText(bn.notices.agentEmpty)).toBeInTheDocument();
  });
});
