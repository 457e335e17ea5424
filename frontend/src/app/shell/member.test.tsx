import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { findByLabelledRole, renderApp } from '../../test/render-app';

async function home(user: string | null, language: 'en' | 'bn' = 'en') {
  localStorage.setItem('language', language);
  if (user) mockSession.signIn(user);
  return renderApp('/m/home');
}

describe('header balance', () => {
  it('shows the balance as every amount is written, decimals included; hides it (remembered) and refreshes with asterisks', async () => {
    let release: () => void = () => {};
    const { user } = await home('demo01');
    const balance = await screen.findByRole('group', { name: 'Balance' });
    await waitFor(() => expect(balance).toHaveTextContent('৳12,345.67'));
    await user.click(within(balance).getByRole('button', { name: 'Hide balance' }));
    expect(balance).toHaveTextContent('৳ ****');
    expect(balance).not.toHaveTextContent('12,345');
    expect(localStorage.getItem('hideBalance')).toBe('1');
    await user.click(within(balance).getByRole('button', { name: 'Show balance' }));
    expect(balance).toHaveTextContent('৳12,345.67');
    server.use(
      http.get('/api/v1/wallet', async () => {
        await new Promise<void>((r) => (release = r));
        // a decimal string, written with the site's two decimals
        return HttpResponse.json({ balance: '99.99', currency: 'BDT' });
      }),
    );
    await user.click(within(balance).getByRole('button', { name: 'Refresh balance' }));
    expect(balance).toHaveTextContent('৳ ****');
    expect(within(balance).getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
    release();
    await waitFor(() => expect(balance).toHaveTextContent('৳99.99'));
    expect(balance).not.toHaveTextContent('৳100');
    // the amount opens the wallets
    expect(within(balance).getByRole('link', { name: '৳99.99' })).toHaveAttribute('href', '/m/wallets');
  });

  it('sends the member renew when the header mounts while logged in', async () => {
    const renews: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/session/renew') renews.push(request.headers.get('X-CSRF') ?? '');
    });
    await home('demo01');
    await screen.findByRole('group', { name: 'Balance' });
    await waitFor(() => expect(renews).toContain('1'));
    server.events.removeAllListeners();
  });

  it('a visitor sees log in and sign up, no balance', async () => {
    await home(null);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Balance' })).not.toBeInTheDocument();
  });
});

describe('member panel', () => {
  it('shows the member: VIP label, nickname, ID with copy, bet record, no agent centre; logs out after confirming', async () => {
    const { user } = await home('demo01');
    await user.click(await screen.findByRole('button', { name: /Member menu/ }));
    const panel = await findByLabelledRole('dialog', 'Member menu');
    expect(await within(panel).findByText('Rahim')).toBeInTheDocument();
    expect(within(panel).getByText('VIP')).toBeInTheDocument();
    expect(within(panel).getByText('ID: 10086521')).toBeInTheDocument();
    for (const name of ['My account', 'Betting record', 'Inbox', 'Customer service', 'Log out']) {
      // Inbox and Customer service carry their unread badges (Inbox: 2, Customer service: 1)
      expect(within(panel).getByRole(name === 'My account' || name === 'Betting record' ? 'link' : 'button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(within(panel).queryByRole('link', { name: 'Agent centre' })).not.toBeInTheDocument();
    // watched from before the click: the toast lasts two seconds, which a busy machine can spend inside the click
    const copied = screen.findByText('Copy successful');
    await user.click(within(panel).getByRole('button', { name: 'Copy ID' }));
    expect(await copied).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(mockSession.user()).toBeNull();
    expect(window.location.pathname).toBe('/m/home');
  });

  it('shows the agent centre to an agent', async () => {
    const { user } = await home('agent01');
    await user.click(await screen.findByRole('button', { name: /Member menu/ }));
    const panel = await findByLabelledRole('dialog', 'Member menu');
    expect(await within(panel).findByRole('link', { name: 'Agent centre' })).toHaveAttribute('href', '/m/agent');
  });

  it('offers a free account a real account for deposits, from the header and the panel; refuses it the inbox with free_reject', async () => {
    const { user } = await home('free01');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    const offer = await screen.findByRole('dialog', { name: 'A real account is needed' });
    expect(within(offer).getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
    await user.click(within(offer).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(offer).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/m/home');
    await user.click(screen.getByRole('button', { name: /Member menu/ }));
    const panel = await findByLabelledRole('dialog', 'Member menu');
    await user.click(within(panel).getByRole('button', { name: 'Deposit' }));
    const again = await screen.findByRole('dialog', { name: 'A real account is needed' });
    await user.click(within(again).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/m/home');
    await user.click(within(panel).getByRole('button', { name: 'Inbox' }));
    expect(await screen.findByText('Please log in with a real account to use this')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/home');
  });

  it('does the same in Bengali, from the side menu', async () => {
    const { user } = await home('free01', 'bn');
    await user.click(await screen.findByRole('button', { name: 'মেনু খুলুন' }));
    const menu = await findByLabelledRole('dialog', 'মেনু');
    await user.click(within(menu).getByRole('link', { name: 'ডিপোজিট' }));
    const offer = await screen.findByRole('dialog', { name: 'একটি আসল অ্যাকাউন্ট প্রয়োজন' });
    expect(within(offer).getByRole('link', { name: 'এখনই নিবন্ধন করুন' })).toHaveAttribute('href', '/m/register');
    await user.click(within(offer).getByRole('button', { name: 'পরে' }));
    await waitFor(() => expect(offer).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/m/home');
    await user.click(within(menu).getByRole('button', { name: 'সদস্য' }));
    await user.click(within(menu).getByRole('link', { name: 'ইনবক্স' }));
    expect(await screen.findByText('এই ফাংশনটি ব্যবহার করতে অনুগ্রহ করে একটি আসল অ্যাকাউন্টে লগইন করুন')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/home');
  });
});

describe('member centre and settings', () => {
  it('asks a free account to register', async () => {
    localStorage.setItem('language', 'en');
    mockSession.signIn('free01');
    const { user } = await renderApp('/m/member/home');
    const dialog = await screen.findByRole('dialog', { name: 'A real account is needed' });
    expect(dialog).toHaveTextContent('Register a real account');
    await user.click(within(dialog).getByRole('link', { name: 'Register now' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/register'));
  });

  it('shows the member, the balance and the unread badges', async () => {
    localStorage.setItem('language', 'en');
    mockSession.signIn('demo01');
    await renderApp('/m/member/home');
    expect(await screen.findByText('ID: 10086521')).toBeInTheDocument();
    // the member centre writes the total as every amount is, with the site's decimals (the header's balance alone has none)
    expect(await screen.findByText('৳12,345.67')).toBeInTheDocument();
    expect(await screen.findByLabelText('Inbox: 2')).toBeInTheDocument();
    expect(screen.queryByText('Agent centre')).not.toBeInTheDocument();
  });

  it('settings: change password and log out', async () => {
    localStorage.setItem('language', 'en');
    mockSession.signIn('demo01');
    const { user } = await renderApp('/m/set');
    expect(await screen.findByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/m/changePsw');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Prompt' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(mockSession.user()).toBeNull();
  });

  it('an ended session sends the player to log in', async () => {
    localStorage.setItem('language', 'en');
    mockSession.signIn('demo01');
    server.use(
      http.get('/api/v1/wallet', () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Session expired', status: 401, code: 'session_expired', detail: 'x' },
          { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await renderApp('/m/home');
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });

  it('guards the login-required screens', async () => {
    localStorage.setItem('language', 'en');
    for (const path of ['/m/webEmail', '/m/set', '/m/voucherCenter', '/m/gameRecord']) {
      const { unmount } = await renderApp(path);
      await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
      unmount();
    }
    const { unmount } = await renderApp('/m/agent');
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    unmount();
  });
});
