import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerLost } from '../../mocks/money';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { findSection, renderApp } from '../../test/render-app';

async function open(language: 'en' | 'bn') {
  localStorage.setItem('language', language);
  mockSession.signIn('demo01');
  return renderApp('/m/member/manualRebate');
}

describe('manual rebate', () => {
  it('shows the rebate by game and claims it once with its own key', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/rebates/claims') keys.push(request.headers.get('Idempotency-Key'));
    });
    const { user } = await open('en');
    const table = within(await findSection('Rebate available now')).getByRole('table');
    const slots = within(table).getByRole('row', { name: /Slots/ });
    expect(slots).toHaveTextContent('0.80%');
    expect(slots).toHaveTextContent('৳6,090.00');
    expect(slots).toHaveTextContent('৳48.72');
    expect(within(table).getByRole('row', { name: /Card games/ })).toHaveTextContent('৳3.68');
    expect(screen.getByText('Total rebate').nextElementSibling).toHaveTextContent('৳76.76');
    expect(screen.getByText('Minimum claim: ৳1.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('Rebate of ৳76.76 credited to your main wallet')).toBeInTheDocument();
    // asked again: nothing left until new bets
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled());
    expect(screen.getByText('No rebate to claim yet: it grows with your valid bets')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    server.events.removeAllListeners();
  });

  it('a claim whose answer was lost says so, leads to the record and is not sent again, in Bengali', async () => {
    server.use(answerLost('/api/v1/rebates/claims'));
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/rebates/claims') sent.push(request.headers.get('Idempotency-Key') ?? '');
    });
    const { user } = await open('bn');
    await user.click(await screen.findByRole('button', { name: 'রিবেট দাবি করুন' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('আপনার অনুরোধ পাঠানো হয়েছে, কিন্তু এর উত্তর আসেনি');
    expect(within(alert).getByRole('link', { name: 'রেকর্ড দেখুন' })).toHaveAttribute('href', '/m/transaction/record?types=A');
    // the write's answer is in and its outcome drawn: the page sends only from a tap or from the
    // sending itself, never on a timer, so a second send would have started before this
    expect(sent).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('speaks Bengali', async () => {
    await open('bn');
    const table = within(await findSection('এখন পাওয়া যাবে এমন রিবেট')).getByRole('table');
    expect(within(table).getByRole('row', { name: /লাইভ ক্যাসিনো/ })).toHaveTextContent('৳২৩.৪৫');
    expect(screen.getByRole('button', { name: 'রিবেট দাবি করুন' })).toBeEnabled();
  });
});
