import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { changedToastMs, changeLoadingMs } from './change-password-page';
import { renderApp } from '../../test/render-app';

describe('forgot password', () => {
  it('opens on the phone form (CHNGPASSVERIF3): the code field waits for a sent code, a wrong code is cleared', async () => {
    localStorage.setItem('language', 'en');
    const { user } = await renderApp('/m/forget');
    expect(await screen.findByRole('radio', { name: 'Phone' })).toHaveAttribute('aria-checked', 'true');
    const code = screen.getByLabelText(/^SMS code/);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(code).toBeDisabled();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Mobile number/), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(code).toBeEnabled());
    await user.type(code, '654321');
    await user.type(screen.getByLabelText(/^New password/), 'NewPass123');
    await user.click(submit);
    expect(await screen.findByText('The SMS code is wrong')).toBeInTheDocument();
    expect(code).toHaveValue('');
    await user.type(code, '123456');
    await user.click(submit);
    await screen.findByRole('group', { name: 'Balance' });
    expect(mockSession.user()).toBe('8801712345678');
  });

  it('by e-mail: checks the address, then says in_been_out and goes back', async () => {
    localStorage.setItem('language', 'en');
    const { user } = await renderApp('/m/forget');
    await user.click(await screen.findByRole('radio', { name: 'E-mail' }));
    await user.type(screen.getByLabelText('Username'), ' demo01 ');
    await user.type(screen.getByLabelText('E-mail'), 'demo01@example');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(await screen.findByText('E-mail format is incorrect')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), '.com');
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }));
    expect(await screen.findByText('The e-mail has been sent, please check your mailbox')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  });
});

describe('change password', () => {
  async function open() {
    localStorage.setItem('language', 'en');
    mockSession.signIn('demo01');
    const view = await renderApp('/m/changePsw');
    await screen.findByLabelText('Old password');
    return view;
  }

  it('shows the user name read only and refuses the same password with a popup, unsent', async () => {
    const { user } = await open();
    expect(screen.getByLabelText('Username')).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('demo01'));
    await user.type(screen.getByLabelText('Old password'), 'Demo1234');
    await user.type(screen.getByLabelText('New password'), 'Demo1234');
    await user.type(screen.getByLabelText('Confirm new password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent('The new and old password cannot be the same');
  });

  it('checks the confirmation and the old password, then saves', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Old password'), 'Wrong1234');
    await user.type(screen.getByLabelText('New password'), 'NewPass123');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    await user.type(screen.getByLabelText('Confirm new password'), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The old password is incorrect')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Old password'));
    await user.type(screen.getByLabelText('Old password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  });

  it('holds a loading toast while the change is on its way, for at most 10 s, then says Change saved for 1 s', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.put('/api/v1/me/password', async () => {
        await answered;
        return HttpResponse.json({ changed: true });
      }),
    );
    const timers = vi.spyOn(window, 'setTimeout');
    try {
      const { user } = await open();
      await user.type(screen.getByLabelText('Old password'), 'Demo1234');
      await user.type(screen.getByLabelText('New password'), 'NewPass123');
      await user.type(screen.getByLabelText('Confirm new password'), 'NewPass123');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Please wait…')).toBeInTheDocument();
      expect(changeLoadingMs).toBe(10_000);
      expect(timers.mock.calls.some(([, ms]) => ms === changeLoadingMs)).toBe(true);
      answer();
      expect(await screen.findByText('Change saved')).toBeInTheDocument();
      expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
      expect(changedToastMs).toBe(1000);
      expect(timers.mock.calls.some(([, ms]) => ms === changedToastMs)).toBe(true);
    } finally {
      timers.mockRestore();
    }
  });

  it('hides the loading toast when the change is refused', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Old password'), 'Wrong1234');
    await user.type(screen.getByLabelText('New password'), 'NewPass123');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The old password is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
  });
});
