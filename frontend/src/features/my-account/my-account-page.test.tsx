import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockSession } from '../../mocks/session';
import { findSection, renderApp } from '../../test/render-app';

async function open(language: 'en' | 'bn', user = 'demo01') {
  localStorage.setItem('language', language);
  mockSession.signIn(user);
  const view = await renderApp('/m/myAccount/index');
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

const row = (section: HTMLElement, label: string) => within(section).getByText(label, { selector: '.account-label' }).closest('li') as HTMLElement;

describe('my account', () => {
  it('shows the profile, changes the nickname and the e-mail, and keeps the payee name locked', async () => {
    const { user } = await open('en');
    const profile = await findSection('Profile');
    expect(row(profile, 'Account')).toHaveTextContent('demo01');
    expect(row(profile, 'Nickname')).toHaveTextContent('Rahim');
    expect(row(profile, 'E-mail')).toHaveTextContent('d****1@example.com');
    // an address is never broken across lines: one piece, cut short with an ellipsis, whole in its title
    const address = within(row(profile, 'E-mail')).getByText('d****1@example.com');
    expect(address).toHaveClass('account-whole');
    expect(address).toHaveAttribute('title', 'd****1@example.com');
    expect(row(profile, 'Payee name')).toHaveTextContent('Rahim Uddin');
    expect(row(profile, 'Payee name')).toHaveTextContent('Set: customer service can change it');
    expect(within(row(profile, 'Payee name')).queryByRole('button')).not.toBeInTheDocument();
    expect(row(profile, 'Level')).toHaveTextContent('VIP');
    expect(row(profile, 'Identity verification')).toHaveTextContent('Not verified');
    expect(within(row(profile, 'Identity verification')).getByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/m/identityVerification');
    // a nickname the rules refuse, then one they take
    await user.click(screen.getByRole('button', { name: 'Change Nickname' }));
    const nickname = screen.getByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, '<b>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Format is incorrect')).toBeInTheDocument();
    await user.clear(nickname);
    await user.type(nickname, ' Rahim Bhai ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    await waitFor(() => expect(row(profile, 'Nickname')).toHaveTextContent('Rahim Bhai'));
    // the e-mail: the whole address typed, answered masked
    await user.click(screen.getByRole('button', { name: 'Change E-mail' }));
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('E-mail format is incorrect')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'rahim@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(row(profile, 'E-mail')).toHaveTextContent('r****m@example.com'));
    const links = screen.getByRole('navigation', { name: 'More' });
    expect(within(links).getByRole('link', { name: 'Security centre' })).toHaveAttribute('href', '/m/securityCenter');
    expect(within(links).getByRole('link', { name: 'Account record' })).toHaveAttribute('href', '/m/transaction/record?types=A');
  });

  it('uploads a picture, and refuses one that is not PNG or JPG before sending it, in Bengali', async () => {
    const { user } = await open('bn');
    await findSection('প্রোফাইল');
    const input = screen.getByLabelText('ছবি পরিবর্তন করুন');
    await user.upload(input, new File(['<html>'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('শুধু PNG বা JPG ছবি')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('ছবি সর্বোচ্চ ৫ MB হতে পারে')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(1024)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('আপলোড সফল হয়েছে')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'প্রোফাইল ছবি' })).toHaveAttribute('src', '/media/avatars/10086521-1.png'));
  });

  it('shows a trial account its profile without changes', async () => {
    await open('en', 'free01');
    const profile = await findSection('Profile');
    expect(row(profile, 'Account')).toHaveTextContent('free01');
    expect(within(profile).queryByRole('button', { name: /^Change / })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Change picture')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
  });
});
