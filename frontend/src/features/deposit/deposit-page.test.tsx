import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setLimits } from '../../api/protection';
import { golden, goldenBody } from '../../mocks/goldens';
import { answerLost } from '../../mocks/money';
import { server, setScenario } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';
import { recordPosts } from '../../test/requests';

async function openDeposit(language: 'en' | 'bn' = 'en', user = 'demo01') {
  localStorage.setItem('language', language);
  mockSession.signIn(user);
  return renderApp('/m/voucherCenter');
}

describe('deposit', () => {
  it('lists the methods with their limits and one-tap amounts, and the promotion', async () => {
    const { user } = await openDeposit();
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    for (const name of ['bKash', 'Nagad', 'Rocket', 'Dutch-Bangla Bank', 'SurePay gateway', 'Bangla QR']) {
      expect(within(methods).getByRole('radio', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(within(methods).getByRole('radio', { name: /bKash/ })).toBeChecked();
    expect(screen.getByText('Limits: ৳200.00 – ৳25,000.00')).toBeInTheDocument();
    const presets = screen.getByRole('group', { name: 'Quick amounts' });
    expect(within(presets).getAllByRole('button').map((b) => b.textContent)).toEqual(['৳500.00', '৳1,000.00', '৳2,000.00', '৳5,000.00', '৳10,000.00']);
    await user.click(within(presets).getByRole('button', { name: '৳1,000.00' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('1000');
    expect(within(presets).getByRole('button', { name: '৳1,000.00' })).toHaveAttribute('aria-pressed', 'true');
    // the merchant's account and the reference, each with a copy button
    expect(screen.getByText('01711000101')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    expect(screen.getByText('DP10086521')).toBeInTheDocument();
    // the promotion's title as the back office wrote it (testdata/bff holds demo01's in Bengali), its terms in the page's words
    const promotion = (goldenBody('deposit-methods', 'wallet') as { promotions: { title: string }[] }).promotions[0]?.title ?? 'none';
    expect(screen.getByRole('radio', { name: `${promotion}10% bonus · minimum deposit ৳1,000.00 · up to ৳1,000.00 · turnover ×3` })).toBeInTheDocument();
    // another method, another range
    await user.click(within(methods).getByRole('radio', { name: /Dutch-Bangla Bank/ }));
    expect(screen.getByText('Limits: ৳1,000.00 – ৳100,000.00')).toBeInTheDocument();
    expect(screen.getByText('Gulshan')).toBeInTheDocument();
  });

  it('deposits by bKash with Bengali digits and shows the pending deposit with a link to the record', async () => {
    const sent = recordPosts('/api/v1/deposits');
    const { user } = await openDeposit('bn');
    await screen.findByRole('group', { name: 'পেমেন্ট পদ্ধতি' });
    await user.type(screen.getByLabelText('পরিমাণ'), '২০০০');
    expect(screen.getByLabelText('পরিমাণ')).toHaveValue('২০০০');
    await user.click(screen.getByRole('button', { name: 'পাঠিয়েছি: নিশ্চিত করুন' }));
    // a transfer names its sender or its transaction id
    expect(await screen.findByText('প্রেরকের নম্বর অথবা ট্রানজেকশন আইডি লিখুন')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ট্রানজেকশন আইডি'), 'BK8N2X91');
    await user.click(screen.getByRole('button', { name: 'পাঠিয়েছি: নিশ্চিত করুন' }));
    const result = await screen.findByRole('region', { name: 'ডিপোজিটের অনুরোধ পাঠানো হয়েছে' });
    expect(within(result).getByText('অপেক্ষমাণ')).toBeInTheDocument();
    expect(within(result).getByText('৳২,০০০.০০')).toBeInTheDocument();
    expect(within(result).getAllByText('bKash', { selector: 'dd' }).length).toBeGreaterThan(0);
    expect(within(result).getByRole('link', { name: 'ডিপোজিট রেকর্ড' })).toHaveAttribute('href', '/m/vouReport');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ methodId: 'MA-101', amount: '2000', transactionId: 'BK8N2X91' });
    expect(sent[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    server.events.removeAllListeners();
  });

  it('starts a new deposit after a success with its fields empty, and none of them shown wrong', async () => {
    const { user } = await openDeposit();
    await screen.findByRole('group', { name: 'Payment method' });
    await user.type(screen.getByLabelText('Amount'), '2000');
    await user.type(screen.getByLabelText('Transaction ID'), 'BK8N2X91');
    await user.click(screen.getByRole('button', { name: 'I have sent it: confirm' }));
    const result = await screen.findByRole('region', { name: 'Deposit submitted' });
    await user.click(within(result).getByRole('button', { name: 'New deposit' }));
    expect(await screen.findByLabelText('Amount')).toHaveValue('');
    expect(screen.getByLabelText('Transaction ID')).toHaveValue('');
    expect(document.querySelectorAll('.field-error, [aria-invalid="true"]')).toHaveLength(0);
  });

  it('sends a new Idempotency-Key with each submission', async () => {
    const sent = recordPosts('/api/v1/deposits');
    const { user } = await openDeposit();
    await user.click(await screen.findByRole('radio', { name: /SurePay gateway/ }));
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const result = await screen.findByRole('region', { name: 'Deposit submitted' });
    expect(within(result).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', (goldenBody('deposit', 'wallet') as { redirectUrl: string }).redirectUrl);
    await user.click(within(result).getByRole('button', { name: 'New deposit' }));
    await user.click(await screen.findByRole('radio', { name: /SurePay gateway/ }));
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('region', { name: 'Deposit submitted' });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]?.key).toBeTruthy();
    expect(sent[1]?.key).toBeTruthy();
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
    server.events.removeAllListeners();
  });

  it('shows the QR code of a QR deposit', async () => {
    const { user } = await openDeposit();
    await user.click(await screen.findByRole('radio', { name: /Bangla QR/ }));
    await user.click(within(screen.getByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '৳500.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const qr = await screen.findByRole('img', { name: 'QR code to pay ৳500.00' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses an amount outside the method range before sending it', async () => {
    const sent = recordPosts('/api/v1/deposits');
    const { user } = await openDeposit();
    await screen.findByRole('group', { name: 'Payment method' });
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.type(screen.getByLabelText('Transaction ID'), 'X1');
    await user.click(screen.getByRole('button', { name: 'I have sent it: confirm' }));
    expect(await screen.findByText('Enter an amount from ৳200.00 to ৳25,000.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    expect(sent).toHaveLength(0);
    server.events.removeAllListeners();
  });

  it("shows the BFF's out_of_range with the range it names (golden deposit-out-of-range)", async () => {
    setScenario('deposit-out-of-range');
    const { user } = await openDeposit();
    await screen.findByRole('group', { name: 'Payment method' });
    await user.type(screen.getByLabelText('Amount'), '300');
    await user.type(screen.getByLabelText('Transaction ID'), 'X1');
    await user.click(screen.getByRole('button', { name: 'I have sent it: confirm' }));
    expect(await screen.findByText('Enter an amount from ৳200.00 to ৳25,000.00')).toBeInTheDocument();
  });

  it('outcome_unknown: says to check the record, links it, and sends nothing again', async () => {
    const sent = recordPosts('/api/v1/deposits');
    server.use(answerLost('/api/v1/deposits'));
    const { user } = await openDeposit();
    await screen.findByRole('group', { name: 'Payment method' });
    await user.type(screen.getByLabelText('Amount'), '2000');
    await user.type(screen.getByLabelText('Transaction ID'), 'BK1');
    await user.click(screen.getByRole('button', { name: 'I have sent it: confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request was sent, but its answer never came');
    expect(alert).toHaveTextContent('Check your wallets or the record before you try again.');
    expect(within(alert).getByRole('link', { name: 'Check the record' })).toHaveAttribute('href', '/m/vouReport');
    // the write's answer is in and its outcome drawn: the page sends only from a tap or from the
    // sending itself, never on a timer, so a second send would have started before this
    expect(sent).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('offers a free trial account a real account in place of the deposit screen', async () => {
    await openDeposit('en', 'free01');
    expect(await screen.findByText(/^This is a free trial account: deposits and withdrawals need a real account\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/voucherCenter');
  });
});

describe('deposit under the player protection', () => {
  afterEach(() => server.events.removeAllListeners());

  /** demo01's daily deposit limit, set as the responsible-gaming page sets it. */
  async function dailyLimit(amount: string) {
    const protection = await setLimits([{ kind: 'deposit', period: 'day', amount, remove: false }]);
    expect(protection.limits).toEqual([{ kind: 'deposit', period: 'day', amount: `${amount}.00`, used: '0.00', remaining: `${amount}.00` }]);
  }

  it('says what a daily deposit limit leaves when a deposit is over it, with the way to the limits', async () => {
    mockSession.signIn('demo01');
    await dailyLimit('1000');
    const { user } = await openDeposit('en');
    await screen.findByRole('group', { name: 'Payment method' });
    await user.type(screen.getByLabelText('Amount'), '1500');
    await user.type(screen.getByLabelText('Transaction ID'), 'BK8N2X91');
    await user.click(screen.getByRole('button', { name: 'I have sent it: confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your daily deposit limit is ৳1,000.00; you can deposit ৳1,000.00 more.');
    expect(within(alert).getByRole('link', { name: 'My limits' })).toHaveAttribute('href', '/m/responsibleGaming#limits');

    // within the limit it goes through, and what remains shrinks
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'I have sent it: confirm' }));
    await screen.findByRole('region', { name: 'Deposit submitted' });
    await user.click(screen.getByRole('button', { name: 'New deposit' }));
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.type(screen.getByLabelText('Transaction ID'), 'BK8N2X92');
    await user.click(screen.getByRole('button', { name: 'I have sent it: confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your daily deposit limit is ৳1,000.00; you can deposit ৳400.00 more.');
  });

  it('says it in Bengali', async () => {
    mockSession.signIn('demo01');
    await dailyLimit('1000');
    const { user } = await openDeposit('bn');
    await screen.findByRole('group', { name: 'পেমেন্ট পদ্ধতি' });
    await user.type(screen.getByLabelText('পরিমাণ'), '১৫০০');
    await user.type(screen.getByLabelText('ট্রানজেকশন আইডি'), 'BK8N2X91');
    await user.click(screen.getByRole('button', { name: 'পাঠিয়েছি: নিশ্চিত করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('আপনার দৈনিক ডিপোজিট সীমা ৳১,০০০.০০; আপনি আর ৳১,০০০.০০ ডিপোজিট করতে পারবেন।');
  });

  it('a deposit refused with self_excluded shows the end page', async () => {
    server.use(http.post('/api/v1/deposits', () => HttpResponse.json(golden('deposit-self-excluded', 'protection').body as Record<string, unknown>, { status: 403 })));
    const { user } = await openDeposit('en');
    await screen.findByRole('group', { name: 'Payment method' });
    await user.type(screen.getByLabelText('Amount'), '1500');
    await user.type(screen.getByLabelText('Transaction ID'), 'BK8N2X91');
    await user.click(screen.getByRole('button', { name: 'I have sent it: confirm' }));
    expect(await screen.findByRole('heading', { name: 'You are on a time-out' })).toBeInTheDocument();
    expect(screen.getByText('It ends on 29 Nov 2026, 18:00.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/excluded');
  });
});
