import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockSession } from '../../mocks/session';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';

describe('favourites screen', () => {
  beforeEach(() => {
    installIntersectionObserver();
  });

  it('sends a visitor to log in', async () => {
    await renderApp('/m/fav-games');
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });

  it('lists the favourites, searches them by name and says when there are none', async () => {
    mockSession.signIn('demo01');
    const { user } = await renderApp('/m/fav-games');
    expect(await screen.findByRole('button', { name: 'Ludo খেলুন' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'প্রিয় গেম খুঁজুন' }), 'zzz');
    expect(await screen.findByText('কোনো গেম পাওয়া যায়নি')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'প্রিয় গেম খুঁজুন' }));
    await user.click(await screen.findByRole('button', { name: 'Ludo প্রিয় তালিকায় যোগ করুন' }));
    expect(await screen.findByText(/এখনো কোনো প্রিয় গেম নেই/)).toBeInTheDocument();
  });
});
