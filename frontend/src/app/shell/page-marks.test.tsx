import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promptsLogin, promptsSeenKey } from '../../domain/agent/paths';
import en from '../../i18n/en.json';
import { mockSession, sessionOf } from '../../mocks/session';
import { renderApp } from '../../test/render-app';
import { ageConfirmedKey } from './age-confirmation';
import { seenPopupsKey } from './home-popups';

const html = document.documentElement;
const drawn = () => (html.dataset.drawn ?? '').split(' ').filter(Boolean);

/** Waits for the shell to mark `part` drawn; what it decided is in the document by then. */
async function drawnMark(part: string) {
  await waitFor(() => expect(drawn()).toContain(part));
}

async function open(path: string, { popups = false } = {}) {
  localStorage.setItem('language', 'en');
  if (!popups) localStorage.setItem(seenPopupsKey, JSON.stringify(['2501', '2502']));
  return renderApp(path);
}

describe('the marks on <html> of what the shell has drawn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('marks the page settled, and the end of a footerless page drawn without a footer', async () => {
    const { unmount } = await open('/m/login');
    await waitFor(() => expect(html).toHaveAttribute('data-settled', ''));
    await drawnMark('footer');
    expect(document.querySelector('footer')).toBeNull();
    await drawnMark('protection');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the marks go with the shell
    unmount();
    expect(html).not.toHaveAttribute('data-settled');
    expect(html).not.toHaveAttribute('data-drawn');
  });

  it("marks the footer drawn with it on a page that has one", async () => {
    await open('/m/activity');
    await drawnMark('footer');
    expect(document.querySelector('.footer-compact')).not.toBeNull();
  });

  it('marks protection drawn once the age gate shows, and none is drawn where it is answered', async () => {
    localStorage.removeItem(ageConfirmedKey);
    const { unmount } = await open('/m/home');
    await drawnMark('protection');
    expect(screen.getByRole('dialog', { name: 'Are you 18 or older?' })).toBeInTheDocument();
    unmount();
    localStorage.setItem(ageConfirmedKey, '18');
    await open('/m/home');
    await drawnMark('protection');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("marks home's popups drawn with the first popup, or with none once they have been seen", async () => {
    const { unmount } = await open('/m/home', { popups: true });
    await drawnMark('popups');
    expect(screen.getByRole('dialog', { name: 'Welcome! Your first deposit, doubled' })).toBeInTheDocument();
    unmount();
    await open('/m/home');
    await drawnMark('popups');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the contract prompts drawn with the first prompt of a login they come to, and with none once they have come', async () => {
    mockSession.signIn('agent01');
    const { unmount } = await open('/m/home');
    await drawnMark('prompts');
    expect(screen.getByRole('dialog', { name: en.agent.prompt.dailySalary.title })).toBeInTheDocument();
    unmount();
    expect(drawn()).not.toContain('prompts');
    // the next page of the same login: nothing is asked, none is drawn
    sessionStorage.setItem(promptsSeenKey(promptsLogin(sessionOf('agent01')) ?? ''), '1');
    await open('/m/home');
    await drawnMark('prompts');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a visitor', null],
    ['a trial player, whom they never come to', 'free01'],
    ['a player whose answer names none', 'demo01'],
  ])('marks the contract prompts drawn with none for %s', async (_, user) => {
    if (user) mockSession.signIn(user);
    await open('/m/home');
    await drawnMark('prompts');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the contract prompts drawn with none while the player is in a form, and the prompt comes once the focus leaves it', async () => {
    mockSession.signIn('player02');
    const { user } = await open('/m/changePsw');
    await user.click(await screen.findByLabelText('Old password'));
    await drawnMark('prompts');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => (document.activeElement as HTMLElement).blur());
    expect(await screen.findByRole('dialog', { name: en.agent.prompt.dailySalary.title })).toBeInTheDocument();
    expect(drawn()).toContain('prompts');
  });

  it("marks the reality check's reading once its interval is known, and each new reading", async () => {
    // the goldens' login, its checks answered for good (test/setup.ts): none opens
    mockSession.signIn('demo01');
    const before = Date.now();
    await open('/m/home');
    await waitFor(() => expect(html).toHaveAttribute('data-reality-check'));
    const first = Number(html.dataset.realityCheck);
    expect(first).toBeGreaterThanOrEqual(before);
    // the tab shows again later: a new reading, marked once drawn
    vi.spyOn(Date, 'now').mockReturnValue(first + 30_000);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(html.dataset.realityCheck).toBe(String(first + 30_000)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
