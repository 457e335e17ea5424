import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerLost } from '../../mocks/money';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { findSection, renderApp } from '../../test/render-app';

async function open(language: 'en' | 'bn', user?: string) {
  localStorage.setItem('language', language);
  if (user) mockSession.signIn(user);
  return renderApp('/m/rewardCenter');
}

describe('reward centre', () => {
  it('lists what demo01 can claim and has claimed, and claims the raffle prize once with its own key', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/promotions/3010/claims') keys.push(request.headers.get('Idempotency-Key'));
    });
    const { user } = await open('en', 'demo01');
    const open_ = await findSection('Ready to claim');
    expect(screen.getByText('To claim').nextElementSibling).toHaveTextContent('৳426.00');
    expect(screen.getByText('Claimed', { selector: 'dt' }).nextElementSibling).toHaveTextContent('৳358.00');
    const rows = within(open_).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.reward-title')?.textContent)).toEqual([
      'Live Casino Weekly Cashback 3%',
      'App Download Bonus ৳88',
      'Lottery Lucky Draw: Prizes up to ৳188',
    ]);
    const raffle = rows[2] as HTMLElement;
    expect(raffle).toHaveTextContent('Raffle');
    expect(raffle).toHaveTextContent('Tickets: 3');
    expect(raffle).toHaveTextContent('Draw: 21 Nov 2026, 18:00');
    const history = await findSection('History');
    expect(within(history).getByText('Sign-up Bonus ৳38').closest('li')).toHaveTextContent('Sign-up reward');
    expect(within(history).getByText('Sign-up Bonus ৳38').closest('li')).toHaveTextContent('Claimed on 23 Sept 2026');
    await user.click(within(raffle).getByRole('button', { name: 'Claim Lottery Lucky Draw: Prizes up to ৳188' }));
    expect(await screen.findByText('৳188.00 credited to your main wallet')).toBeInTheDocument();
    // the reward centre asks again: the prize moves to the history
    await waitFor(() => expect(within(history).getByText('Lottery Lucky Draw: Prizes up to ৳188')).toBeInTheDocument());
    expect(screen.getByText('To claim').nextElementSibling).toHaveTextContent('৳238.00');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    server.events.removeAllListeners();
  });

  it('a claim whose answer was lost says so above the lists (the reward may move), leads to the record and is not sent again', async () => {
    server.use(answerLost('/api/v1/promotions/3010/claims'));
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/promotions/3010/claims') sent.push(request.headers.get('Idempotency-Key') ?? '');
    });
    const { user } = await open('en', 'demo01');
    const ready = await findSection('Ready to claim');
    const raffle = within(ready).getByText('Lottery Lucky Draw: Prizes up to ৳188').closest('li') as HTMLElement;
    await user.click(within(raffle).getByRole('button', { name: 'Claim Lottery Lucky Draw: Prizes up to ৳188' }));
    const alert = await screen.findByRole('alert');
    expect(alert.compareDocumentPosition(ready) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert).toHaveTextContent('Check your wallets or the record before you try again.');
    expect(within(alert).getByRole('link', { name: 'Check the record' })).toHaveAttribute('href', '/m/transaction/record?types=A');
    // the write's answer is in and its outcome drawn: the page sends only from a tap or from the
    // sending itself, never on a timer, so a second send would have started before this
    expect(sent).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('speaks Bengali', async () => {
    await open('bn', 'demo01');
    const section = await findSection('দাবি করার জন্য প্রস্তুত');
    expect(within(section).getByRole('button', { name: 'লাইভ ক্যাসিনো সাপ্তাহিক ক্যাশব্যাক ৩% দাবি করুন' })).toBeInTheDocument();
    expect(screen.getByText('দাবি করার বাকি').nextElementSibling).toHaveTextContent('৳৪২৬.০০');
    expect(await findSection('ইতিহাস')).toHaveTextContent('নিবন্ধন পুরস্কার');
  });

  it('asks a visitor to log in without asking the BFF', async () => {
    await open('en');
    expect(await screen.findByText('You are not logged in: please log in first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
  });
});
