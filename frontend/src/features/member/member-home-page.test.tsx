import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

const words = {
  en: { kyc: 'Identity verification', prompt: 'A real account is needed', later: 'Later' },
  bn: { kyc: 'পরিচয় যাচাই' },
};

describe('the member centre', () => {
  it.each(['en', 'bn'] as const)('leads a member to identity verification (%s)', async (language) => {
    localStorage.setItem('language', language);
    mockSession.signIn('demo01');
    const { user } = await renderApp('/m/member/home');
    const entry = await screen.findByRole('link', { name: words[language].kyc });
    expect(entry).toHaveAttribute('href', '/m/identityVerification');
    await user.click(entry);
    expect(window.location.pathname).toBe('/m/identityVerification');
    expect(await screen.findByRole('heading', { level: 1, name: words[language].kyc })).toBeInTheDocument();
  });

  it('offers a free account no identity verification', async () => {
    localStorage.setItem('language', 'en');
    mockSession.signIn('free01');
    const { user } = await renderApp('/m/member/home');
    const dialog = await screen.findByRole('dialog', { name: words.en.prompt });
    expect(dialog).toHaveTextContent('This is a free trial account. Register a real account to use the member centre.');
    // registration, or a login with a real account that comes back here
    expect(within(dialog).getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    await user.click(within(dialog).getByRole('button', { name: words.en.later }));
    await screen.findByRole('link', { name: 'My account' });
    expect(screen.queryByRole('link', { name: words.en.kyc })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Deposit', 'A real account is needed', 'Register now', 'Log in'],
    ['bn', 'ডিপোজিট', 'একটি আসল অ্যাকাউন্ট প্রয়োজন', 'এখনই নিবন্ধন করুন', 'লগইন'],
  ] as const)("offers a free account's deposit a real account, not a dead end (%s)", async (language, deposit, title, register, logIn) => {
    localStorage.setItem('language', language);
    mockSession.signIn('free01');
    const { user } = await renderApp('/m/member/home');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: language === 'en' ? 'Later' : 'পরে' }));
    await user.click(within(document.querySelector('.member-wallet') as HTMLElement).getByRole('button', { name: deposit }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole('link', { name: register })).toHaveAttribute('href', '/m/register');
    await user.click(within(dialog).getByRole('link', { name: logIn }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
    // a login with a real account goes on to the deposit page
    await user.type(await screen.findByLabelText(language === 'en' ? 'Username' : 'ইউজারনেম'), 'demo01');
    await user.type(screen.getByLabelText(language === 'en' ? 'Password' : 'পাসওয়ার্ড'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: logIn }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/voucherCenter'));
  });
});
