import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

async function open(path: string, language: 'en' | 'bn', user?: string) {
  localStorage.setItem('language', language);
  if (user) mockSession.signIn(user);
  return renderApp(path);
}

/** Every POST of a claim: its path and Idempotency-Key. */
function recordClaims() {
  const sent: { path: string; key: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.endsWith('/claims')) sent.push({ path, key: request.headers.get('Idempotency-Key') });
  });
  return sent;
}

const panel = (title: string) => screen.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).closest('li') as HTMLElement;

describe('promotions', () => {
  it('lists every tab and each promotion with its picture, dates or long term, status and more, in Bengali for a visitor', async () => {
    const { user } = await open('/m/activity', 'bn');
    const first = await screen.findByRole('button', { name: /প্রথম ডিপোজিটে ১০০% বোনাস/ });
    const tabs = screen.getByRole('group', { name: 'প্রমোশনের বিভাগ' });
    const names = within(tabs)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['সব', 'খেলাধুলা', 'লাইভ ক্যাসিনো', 'স্লট', 'কার্ড গেম', 'ফিশিং', 'লটারি', 'রিবেট', 'পয়েন্ট মল', 'র‍্যাঙ্কিং', 'ডিপোজিট', 'অ্যাপ ডাউনলোড', 'নতুন সদস্য']);
    expect(within(tabs).getByRole('button', { name: 'সব' })).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveTextContent('১ নভেম্বর ২০২৬ – ৩১ ডিসেম্বর ২০২৬');
    expect(first).toHaveTextContent('আরও');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/banners/promo-3001.bn.svg');
    // noExpiry: long term instead of an end
    expect(screen.getByRole('button', { name: /প্রতিদিন ১.২% পর্যন্ত স্লট রিবেট/ })).toHaveTextContent('১ নভেম্বর ২০২৬ – দীর্ঘমেয়াদি');
    // opened: the visitor is asked to log in
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel('প্রথম ডিপোজিটে ১০০% বোনাস')).getByRole('link', { name: 'যোগ দিতে লগইন করুন' })).toHaveAttribute('href', '/m/login');
  });

  it('shows demo01 their status on each promotion and claims one with its own Idempotency-Key', async () => {
    const sent = recordClaims();
    const { user } = await open('/m/activity', 'en', 'demo01');
    const cashback = await screen.findByRole('button', { name: /Live Casino Weekly Cashback 3%/ });
    // what the player may do is a real button on the closed panel, not a label in its head
    expect(cashback).not.toHaveTextContent('Claim');
    expect(within(panel('Live Casino Weekly Cashback 3%')).getByRole('button', { name: 'Claim ৳150.00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Teen Patti Tournament/ })).toHaveTextContent('Applying');
    expect(screen.getByRole('button', { name: /Fishing Frenzy/ })).toHaveTextContent('Rejected');
    expect(screen.getByRole('button', { name: /Christmas Deposit Festival/ })).toHaveTextContent('Coming soon');
    expect(screen.getByRole('button', { name: /Asia Cup Cashback/ })).toHaveTextContent('Issued');
    expect(screen.getByRole('button', { name: /Sign-up Bonus/ })).toHaveTextContent('Claimed');
    expect(screen.getByRole('button', { name: /100% First Deposit Bonus/ })).toHaveTextContent('Joined');
    await user.click(cashback);
    const body = panel('Live Casino Weekly Cashback 3%');
    // the merchant's text, asked for when the panel opens
    expect(await within(body).findByText(/net losses on Evolution/)).toBeInTheDocument();
    expect(within(body).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/m/activityDetail?id=3006');
    await user.click(within(body).getByRole('button', { name: 'Claim ৳150.00' }));
    expect(await screen.findByText('৳150.00 credited to your main wallet')).toBeInTheDocument();
    await waitFor(() => expect(cashback).toHaveTextContent('Claimed'));
    expect(within(body).queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/v1/promotions/3006/claims', key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as string }]);
    server.events.removeAllListeners();
  });

  it('joins a promotion, and a refused claim says why without sending it again', async () => {
    const sent = recordClaims();
    const { user } = await open('/m/activity?category=DEPOSIT', 'en', 'demo01');
    const tabs = await screen.findByRole('group', { name: 'Promotion categories' });
    await waitFor(() => expect(within(tabs).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByRole('button', { name: /Weekend Reload Bonus 25%/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Live Casino Weekly Cashback/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Weekend Reload Bonus 25%/ }));
    await user.click(within(panel('Weekend Reload Bonus 25%')).getByRole('button', { name: 'Join now' }));
    expect(await screen.findByText('You have joined this promotion')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Weekend Reload Bonus 25%/ })).toHaveTextContent('Joined'));
    // another tab
    await user.click(within(tabs).getByRole('button', { name: 'Slots' }));
    expect(await screen.findByRole('button', { name: /Share Your Big Win/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Share Your Big Win/ }));
    expect(within(panel('Share Your Big Win')).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/m/activityApply?id=3017');
    // the back office says already claimed: the message, and one request only
    server.use(http.post('/api/v1/promotions/3007/claims', () => HttpResponse.json(goldenBody('claim-already-claimed', 'promotions') as Record<string, unknown>, { status: 409 })));
    await user.click(screen.getByRole('button', { name: /Slots Sunday/ }));
    await user.click(within(panel('Slots Sunday')).getByRole('button', { name: 'Join now' }));
    expect(await within(panel('Slots Sunday')).findByRole('alert')).toHaveTextContent('This was claimed already');
    expect(sent.map((s) => s.path)).toEqual(['/api/v1/promotions/3004/claims', '/api/v1/promotions/3007/claims']);
    server.events.removeAllListeners();
  });

  it('shows the empty state of a tab without promotions', async () => {
    const list = goldenBody('promotions-en', 'promotions') as { items: unknown[] };
    server.use(http.get('/api/v1/promotions', () => HttpResponse.json({ ...list, category: 'FISH', items: [] })));
    await open('/m/activity?category=FISH', 'en');
    expect(await screen.findByText('No promotions here yet')).toBeInTheDocument();
  });
});

describe('promotion detail', () => {
  it('shows the picture, the sanitised HTML and the claim in English', async () => {
    await open('/m/activityDetail?id=3006', 'en', 'demo01');
    const article = await screen.findByRole('article', { name: 'Live Casino Weekly Cashback 3%' });
    expect(within(article).getByRole('img', { name: 'Picture of Live Casino Weekly Cashback 3%' })).toHaveAttribute('src', '/media/banners/promo-3006.en.svg');
    expect(within(article).getByText('Claim it within 7 days')).toBeInTheDocument();
    expect(within(article).getByText('1 Nov 2026 – 31 Dec 2026')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Claim ৳150.00' })).toBeInTheDocument();
    // the whole promotion: its second picture too, and no status label beside the button that says it
    expect(within(article).getByRole('img', { name: 'Picture 2 of 2 of Live Casino Weekly Cashback 3%' })).toHaveAttribute('src', '/media/banners/promo-3006-2.en.svg');
    expect(article.querySelector('.promo-status')).toBeNull();
  });

  it('has no script of the merchant in its HTML, in Bengali, and says when a promotion does not exist', async () => {
    await open('/m/activityDetail?id=3017', 'bn');
    await screen.findByRole('article');
    expect(document.querySelector('.rich-content script, .rich-content [onerror], .rich-content [onclick]')).toBeNull();
    expect(screen.getByRole('link', { name: 'যোগ দিতে লগইন করুন' })).toBeInTheDocument();
  });

  it('says a promotion does not exist', async () => {
    await open('/m/activityDetail?id=9999', 'bn');
    expect(await screen.findByText('এই প্রমোশনটি নেই অথবা শেষ হয়ে গেছে')).toBeInTheDocument();
  });
});
