import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

async function open(user: string | null, language: 'en' | 'bn' = 'en') {
  localStorage.setItem('language', language);
  if (user) mockSession.signIn(user);
  return renderApp('/m/webEmail');
}

/** The inbox's writes: method and path with query. */
function writes() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/v1/inbox') && request.method !== 'GET') seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}

const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('inbox', () => {
  afterEach(() => server.events.removeAllListeners());

  it('lists messages with their read state; opening one shows it and marks it read', async () => {
    const sent = writes();
    const { user } = await open('demo01');
    expect(await screen.findByText('A welcome bonus is waiting for you')).toBeInTheDocument();
    expect(within(row('A welcome bonus is waiting for you')).getByText(en.inbox.unread)).toBeInTheDocument();
    expect(within(row('Deposit received')).queryByText(en.inbox.unread)).not.toBeInTheDocument();
    await user.click(within(row('A welcome bonus is waiting for you')).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'A welcome bonus is waiting for you' });
    expect(within(dialog).getByText(/Deposit this week and get 100%/)).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual(['POST /api/v1/inbox/70000004/read']));
    await user.click(within(dialog).getByRole('button', { name: en.inbox.close }));
    expect(within(row('A welcome bonus is waiting for you')).queryByText(en.inbox.unread)).not.toBeInTheDocument();
    // opening a read message reports nothing
    await user.click(within(row('Deposit received')).getByRole('button'));
    await screen.findByRole('dialog', { name: 'Deposit received' });
    expect(sent).toHaveLength(1);
  });

  it('deletes one message from its dialog after a confirmation', async () => {
    const sent = writes();
    const { user } = await open('demo01');
    await user.click(within(await waitFor(() => row('Deposit received'))).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit received' });
    await user.click(within(dialog).getByRole('button', { name: en.inbox.delete }));
    const confirm = await screen.findByRole('dialog', { name: en.inbox.confirmTitle });
    expect(confirm).toHaveTextContent(en.inbox.confirmText_one);
    await user.click(within(confirm).getByRole('button', { name: en.inbox.delete }));
    await waitFor(() => expect(screen.queryByText('Deposit received')).not.toBeInTheDocument());
    expect(sent).toContain('DELETE /api/v1/inbox/70000001');
    expect(await screen.findByText(en.inbox.deleted_one)).toBeInTheDocument();
  });

  it('deletes several at once', async () => {
    const sent = writes();
    const { user } = await open('demo01');
    await screen.findByText('A security reminder');
    await user.click(screen.getByRole('checkbox', { name: 'Select A security reminder' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Your VIP level went up' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const confirm = await screen.findByRole('dialog', { name: en.inbox.confirmTitle });
    expect(confirm).toHaveTextContent('Delete 2 messages?');
    await user.click(within(confirm).getByRole('button', { name: en.inbox.delete }));
    await waitFor(() => expect(screen.queryByText('A security reminder')).not.toBeInTheDocument());
    expect(screen.queryByText('Your VIP level went up')).not.toBeInTheDocument();
    expect(screen.getByText('A welcome bonus is waiting for you')).toBeInTheDocument();
    expect(sent).toEqual(['DELETE /api/v1/inbox?ids=70000003%2C70000002']);
    expect(await screen.findByText('2 messages deleted')).toBeInTheDocument();
  });

  it('selects all, and empties the inbox, in Bengali', async () => {
    const { user } = await open('demo01', 'bn');
    await screen.findByText('ডিপোজিট জমা হয়েছে');
    await user.click(screen.getByRole('checkbox', { name: bn.inbox.selectAll }));
    await user.click(screen.getByRole('button', { name: /বাছাই করাগুলো মুছুন/ }));
    const confirm = await screen.findByRole('dialog', { name: bn.inbox.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: bn.inbox.delete }));
    expect(await screen.findByText(bn.inbox.empty)).toBeInTheDocument();
  });

  it('refuses a free account (free_reject)', async () => {
    await open('free01');
    expect(await screen.findByText(en.errors.free_reject)).toBeInTheDocument();
  });

  it('sends a visitor to log in', async () => {
    await open(null);
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });
});
