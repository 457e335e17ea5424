import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { server } from '../../mocks/server';
import { renderApp } from '../../test/render-app';

async function lobby(language: 'en' | 'bn') {
  localStorage.setItem('language', language);
  const view = await renderApp('/m/slot-games');
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? en.category.RNG : bn.category.RNG });
  return view;
}

describe("the lobby's news", () => {
  it('shows the newest headline and how many there are; a tap opens every item with its picture, date and text, in Bengali', async () => {
    const { user } = await lobby('bn');
    const news = await screen.findByRole('region', { name: bn.lobby.news });
    const bar = within(news).getByRole('button');
    expect(bar).toHaveTextContent('নতুন: পাঁচ মিনিটের সুপার লটারি৩টি খবর');
    await user.click(bar);
    const dialog = await screen.findByRole('dialog', { name: bn.lobby.news });
    const articles = within(dialog).getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'নতুন: পাঁচ মিনিটের সুপার লটারি',
      'মিয়েন বাক: সন্ধ্যা ৬টা ১৫ মিনিটে প্রতিদিনের ড্র',
      'স্লটে সাপ্তাহিক টুর্নামেন্ট',
    ]);
    // the first item's picture, its box reserved; the others have none
    const picture = articles[0]?.querySelector('img');
    expect(picture).toHaveAttribute('data-src', '/media/banners/news-lottery.jpg');
    expect(picture).toHaveAttribute('width', '750');
    expect(picture).toHaveAttribute('height', '300');
    expect(articles[1]?.querySelector('img')).toBeNull();
    // the date in the site's zone and Bengali digits; the sanitised HTML as HTML
    expect(within(articles[0] as HTMLElement).getByText('২০ নভেম্বর ২০২৬')).toHaveAttribute('datetime', '2026-11-20T15:30:00+06:00');
    expect(within(articles[0] as HTMLElement).getByText('লো', { selector: 'strong' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: bn.app.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: bn.lobby.news })).not.toBeInTheDocument());
  });

  it('is in English on an English page', async () => {
    const { user } = await lobby('en');
    const news = await screen.findByRole('region', { name: en.lobby.news });
    await user.click(within(news).getByRole('button', { name: /^New: the five-minute super lottery/ }));
    const dialog = await screen.findByRole('dialog', { name: en.lobby.news });
    expect(within(dialog).getAllByRole('article')).toHaveLength(3);
    expect(within(dialog).getByText('20 Nov 2026')).toBeInTheDocument();
  });

  it('holds its place while the news loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/v1/lobby-news', async () => {
        await held;
        return undefined; // then the golden answers
      }),
    );
    await lobby('en');
    expect(document.querySelector('.lobby-news-placeholder')).not.toBeNull();
    release();
    await screen.findByRole('region', { name: en.lobby.news });
    expect(document.querySelector('.lobby-news-placeholder')).toBeNull();
  });

  it('leaves the lobby alone when there is no news', async () => {
    server.use(http.get('/api/v1/lobby-news', () => HttpResponse.json({ items: [], stale: false })));
    await lobby('en');
    await screen.findAllByRole('button', { name: /^Play / });
    await waitFor(() => expect(document.querySelector('.lobby-news, .lobby-news-placeholder')).toBeNull());
  });

  it('leaves the lobby alone when the news cannot be read', async () => {
    server.use(
      http.get('/api/v1/lobby-news', () =>
        HttpResponse.json({ type: 'about:blank', title: 'Unavailable', status: 503, code: 'upstream_unavailable' }, { status: 503, headers: { 'Content-Type': 'application/problem+json' } }),
      ),
    );
    await lobby('en');
    await screen.findAllByRole('button', { name: /^Play / });
    await waitFor(() => expect(document.querySelector('.lobby-news, .lobby-news-placeholder')).toBeNull());
  });
});
