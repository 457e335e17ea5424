import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/server';
import { findByLabelledRole, renderApp } from '../test/render-app';

describe('language', () => {
  it('is Bengali by default', async () => {
    await renderApp('/m/home');
    expect(await screen.findByRole('link', { name: 'লগইন' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
  });

  it('switches to English from the flag selector, updates <html lang>, asks the API in English and remembers it', async () => {
    const languages: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/home') languages.push(request.headers.get('Accept-Language') ?? '');
    });
    const { user, unmount } = await renderApp('/m/home');
    await user.click(await screen.findByRole('button', { name: 'মেনু খুলুন' }));
    const menu = await findByLabelledRole('dialog', 'মেনু');
    const picker = within(menu).getByRole('group', { name: 'ভাষা' });
    expect(within(picker).getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(picker).getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    await waitFor(() => expect(languages).toContain('en'));
    expect(languages[0]).toBe('bn');
    server.events.removeAllListeners();

    // a new visit starts in English
    unmount();
    await renderApp('/m/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion' })).toBeInTheDocument();
  });

  it('serves the English golden to an English request', async () => {
    localStorage.setItem('language', 'en');
    let asked = '';
    server.use(
      http.get('/api/v1/categories', ({ request }) => {
        asked = request.headers.get('Accept-Language') ?? '';
        return HttpResponse.json({ items: [], stale: false });
      }),
    );
    const { user } = await renderApp('/m/home');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await findByLabelledRole('dialog', 'Menu');
    await waitFor(() => expect(asked).toBe('en'));
  });
});
