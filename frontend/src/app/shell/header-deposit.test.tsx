import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

// The header's "+" (header-member.tsx): the deposit page, or for a free trial account the offer of
// a real account, never a dead end.
describe("the header's deposit button", () => {
  it.each([
    ['en', 'Deposit', 'A real account is needed', 'Register now', 'Log in', 'Later'],
    ['bn', 'ডিপোজিট', 'একটি আসল অ্যাকাউন্ট প্রয়োজন', 'এখনই নিবন্ধন করুন', 'লগইন', 'পরে'],
  ] as const)('offers a free trial account registration or a login, and stays on the page (%s)', async (language, deposit, title, register, logIn, later) => {
    localStorage.setItem('language', language);
    mockSession.signIn('free01');
    const { user } = await renderApp('/m/home');
    // the member's header slots come in their own chunk with every string: the first test compiles them
    await user.click(await screen.findByRole('button', { name: deposit }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole('link', { name: register })).toHaveAttribute('href', '/m/register');
    expect(within(dialog).getByRole('link', { name: logIn })).toHaveAttribute('href', '/m/login');
    await user.click(within(dialog).getByRole('button', { name: later }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/m/home');
  });

  it('opens the deposit page for a member', async () => {
    localStorage.setItem('language', 'en');
    mockSession.signIn('demo01');
    const { user } = await renderApp('/m/home');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/voucherCenter'));
  });
});
