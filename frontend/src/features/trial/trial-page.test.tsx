import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

describe('trial play', () => {
  it('starts a free trial account and lands on home as a type-4 player', async () => {
    localStorage.setItem('language', 'en');
    const { user } = await renderApp('/m/trail');
    expect(await screen.findByRole('heading', { name: 'Play for free' })).toBeInTheDocument();
    expect(screen.getByText(/A trial account cannot deposit/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(await screen.findByText('Your free trial account is ready')).toBeInTheDocument();
    expect(mockSession.user()).toBe('free01');
  });

  it('is offered on the login page, in Bengali', async () => {
    const { user } = await renderApp('/m/login');
    await user.click(await screen.findByRole('link', { name: 'বিনামূল্যে চেষ্টা করুন' }));
    expect(await screen.findByRole('button', { name: 'ফ্রি ট্রায়াল শুরু করুন' })).toBeInTheDocument();
  });

  it('tells a logged-in player the trial is for visitors', async () => {
    mockSession.signIn('demo01');
    await renderApp('/m/trail');
    expect(await screen.findByText('আপনি আগেই লগইন করেছেন: ট্রায়াল শুধু অতিথিদের জন্য।')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ফ্রি ট্রায়াল শুরু করুন' })).not.toBeInTheDocument();
  });
});
