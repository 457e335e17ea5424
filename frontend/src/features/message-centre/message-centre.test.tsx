import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { chatRedirectMs, chatWindow } from '../../domain/messages/live-chat';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

async function open(user: string | null, language: 'en' | 'bn' = 'en', path = '/m/message') {
  localStorage.setItem('language', language);
  if (user) mockSession.signIn(user);
  return renderApp(path);
}

function list(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.message-centre-list');
  if (!found) throw new Error('no message centre yet');
  return found;
}

describe('message centre', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    server.events.removeAllListeners();
  });

  it('shows Telegram, announcements, the inbox, live chat and the affiliate service with their badges', async () => {
    await open('demo01');
    await waitFor(() => expect(within(list()).getByLabelText('Announcements: 3')).toHaveTextContent('3'));
    expect(within(list()).getByLabelText('Inbox: 2')).toHaveTextContent('2');
    expect(within(list()).getByLabelText('Live chat: 1')).toHaveTextContent('1');
    const rows = within(list()).getAllByRole('listitem').map((li) => li.textContent?.replace(/\d+$/, ''));
    expect(rows).toEqual(['Telegram', 'Announcements', 'Inbox', 'Live chat', 'Affiliate service']);
    expect(within(list()).getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', 'https://example.com/telegram/casinobd_support');
    expect(within(list()).getByRole('link', { name: /Announcements/ })).toHaveAttribute('href', '/m/notice');
  });

  it("caps a badge at 99+ (agent01's 120 messages)", async () => {
    await open('agent01');
    await waitFor(() => expect(within(list()).getByLabelText('Inbox: 99+')).toHaveTextContent('99+'));
  });

  it("reading an announcement drops its badge", async () => {
    const { user } = await open('demo01');
    await waitFor(() => expect(within(list()).getByLabelText('Announcements: 3')).toBeInTheDocument());
    await user.click(within(list()).getByRole('link', { name: /Announcements/ }));
    await user.click(await screen.findByRole('button', { name: /Keep your account safe/ }));
    await user.click(screen.getByRole('button', { name: en.app.back }));
    await waitFor(() => expect(within(list()).getByLabelText('Announcements: 2')).toHaveTextContent('2'));
  });

  it('opens live chat: the loading toast, then the chat address 500 ms later', async () => {
    const go = vi.spyOn(chatWindow, 'open').mockImplementation(() => undefined);
    const { user } = await open('demo01');
    await user.click(await within(await waitFor(list)).findByRole('button', { name: /Live chat/ }));
    expect(await screen.findByText(en.messages.in_please_wait)).toBeInTheDocument();
    const asked = Date.now();
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://upstream.test/chat/c000001?lang=bn'));
    expect(Date.now() - asked).toBeGreaterThanOrEqual(chatRedirectMs - 50);
  });

  it('refuses live chat and the inbox to a free account (free_reject), and shows its announcement count', async () => {
    const go = vi.spyOn(chatWindow, 'open').mockImplementation(() => undefined);
    const { user } = await open('free01');
    await waitFor(() => expect(within(list()).getByLabelText('Announcements: 7')).toBeInTheDocument());
    await user.click(within(list()).getByRole('button', { name: /Live chat/ }));
    expect(await screen.findByText(en.errors.free_reject)).toBeInTheDocument();
    await user.click(within(list()).getByRole('button', { name: /Inbox/ }));
    expect(window.location.pathname).toBe('/m/message');
    expect(go).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in, with no badge, in Bengali', async () => {
    const { user } = await open(null, 'bn');
    expect(await screen.findByText(bn.messages.loginHint)).toBeInTheDocument();
    expect(list().querySelector('.badge')).toBeNull();
    await user.click(within(list()).getByRole('button', { name: new RegExp(bn.messages.inbox) }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });
});
