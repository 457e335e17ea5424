import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { goldenBody } from '../../mocks/goldens';
import { readyToWithdraw } from '../../mocks/money';
import { server, setScenario } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp, shellDrawn } from '../../test/render-app';
import { recordPosts } from '../../test/requests';

/**
 * The withdraw page as `user`. agent01's contract prompts would open over the page at a moment a
 * test does not choose (and hide the rest of it): they answer none, but in the test of the prompts,
 * which sets its own answer (`prompts`).
 */
async function openWithdraw(user: string, language: 'en' | 'bn' = 'en', { prompts = false } = {}) {
  localStorage.setItem('language', language);
  if (!prompts) server.use(http.get('/api/v1/agent/contract-requests', () => HttpResponse.json({ prompts: [] })));
  mockSession.signIn(user);
  const view = await renderApp('/m/withdraw');
  await screen.findByRole('region', { name: language === 'en' ? 'Withdrawable balance' : 'উত্তোলনযোগ্য ব্যালেন্স' });
  return view;
}

async function fill(view: Awaited<ReturnType<typeof openWithdraw>>, amount: string, password: string) {
  await view.user.type(screen.getByLabelText('Amount'), amount);
  if (password) await view.user.type(screen.getByLabelText('Payment password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('withdrawal', () => {
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('shows the withdrawable balance, the rules and the bound account by its last four digits', async () => {
    await openWithdraw('agent01');
    expect(screen.getByRole('region', { name: 'Withdrawable balance' })).toHaveTextContent('৳50,210.00');
    const rules = screen.getByRole('region', { name: 'Withdrawal rules' });
    expect(rules).toHaveTextContent('৳500.00 – ৳50,000.00');
    expect(rules).toHaveTextContent('0 of 3 withdrawals used');
    expect(rules).toHaveTextContent('Remaining turnover৳0.00');
    const account = screen.getByRole('radio', { name: /Dutch-Bangla Bank •••• 7890/ });
    expect(account).toBeChecked();
    expect(screen.queryByText(/1234567890/)).not.toBeInTheDocument();
    const password = screen.getByLabelText('Payment password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('maxLength', '6');
    expect(password).toHaveAttribute('inputMode', 'numeric');
  });

  it('leads to the security centre without a payment password or a payout account', async () => {
    await openWithdraw('demo01');
    expect(screen.getByText('To withdraw, set a payment password and bind a payout account in the security centre.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the security centre' })).toHaveAttribute('href', '/m/securityCenter');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('withdraws, holds the amount and links the withdrawal record, in Bengali', async () => {
    const sent = recordPosts('/api/v1/withdrawals');
    const view = await openWithdraw('agent01', 'bn', { prompts: true });
    await view.user.type(screen.getByLabelText('পরিমাণ'), '১০০০');
    await view.user.type(screen.getByLabelText('পেমেন্ট পাসওয়ার্ড'), '২৪৬৮১০');
    expect(screen.getByLabelText('পেমেন্ট পাসওয়ার্ড')).toHaveValue('246810');
    await view.user.click(screen.getByRole('button', { name: 'উত্তোলন করুন' }));
    const result = await screen.findByRole('region', { name: 'উত্তোলনের অনুরোধ পাঠানো হয়েছে' });
    expect(within(result).getByText('অপেক্ষমাণ')).toBeInTheDocument();
    expect(within(result).getByText('৳১,০০০.০০')).toBeInTheDocument();
    expect(within(result).getByText('Dutch-Bangla Bank •••• ৭৮৯০')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'উত্তোলনের রেকর্ড' })).toHaveAttribute('href', '/m/vouReport?tab=withdrawals');
    expect(sent[0]?.body).toEqual({ accountId: 'BC00000001', amount: '1000', paymentPassword: '246810' });
  });

  it("keeps every digit of a payment password typed as an agent's contract prompts come in (a slow phone)", async () => {
    // the prompts after an agent's login are asked for once the page has settled: here their answer
    // comes just as the player has started on the payment password
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get('/api/v1/agent/contract-requests', async () => {
        await held;
        return HttpResponse.json(goldenBody('contract-requests', 'agent') as Record<string, unknown>);
      }),
    );
    const view = await openWithdraw('agent01', 'bn', { prompts: true });
    await view.user.type(screen.getByLabelText('পরিমাণ'), '১০০০');
    const password = screen.getByLabelText('পেমেন্ট পাসওয়ার্ড');
    await view.user.click(password);
    release();
    // the prompts have their answer and have decided: held while the player is in the form
    await shellDrawn('prompts');
    await view.user.keyboard('২৪৬৮১০');
    expect(password).toHaveValue('246810');
    expect(password).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a wrong payment password on its field, and sends a new key with the next submission', async () => {
    const sent = recordPosts('/api/v1/withdrawals');
    const view = await openWithdraw('agent01');
    await fill(view, '1000', '000000');
    expect(await screen.findByText('The payment password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveFocus();
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
    await view.user.type(screen.getByLabelText('Payment password'), '246810');
    await view.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('region', { name: 'Withdrawal submitted' });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sent[1]?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
  });

  it('checks the range before sending, and shows the range the BFF names (golden withdrawal-out-of-range)', async () => {
    const sent = recordPosts('/api/v1/withdrawals');
    const view = await openWithdraw('agent01');
    await fill(view, '100', '246810');
    expect(await screen.findByText('Enter an amount from ৳500.00 to ৳50,000.00', { selector: '.field-error' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    setScenario('withdrawal-out-of-range');
    await view.user.clear(screen.getByLabelText('Amount'));
    await fill(view, '600', '');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText('Enter an amount from ৳500.00 to ৳50,000.00', { selector: '.field-error' })).toBeInTheDocument();
  });

  it('says when the balance is short (golden withdrawal-insufficient-funds)', async () => {
    readyToWithdraw('demo01', '135790');
    const view = await openWithdraw('demo01');
    expect(screen.getByRole('radio', { name: /bKash •••• 5678/ })).toBeChecked();
    await fill(view, '20000', '135790');
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');
  });

  it("says when today's withdrawals are used up (golden withdrawal-limit-reached)", async () => {
    setScenario('withdrawal-limit-reached');
    const view = await openWithdraw('agent01', 'en');
    await fill(view, '1000', '246810');
    expect(await screen.findByRole('alert')).toHaveTextContent("You have reached today's withdrawal limit. Please try again tomorrow.");
  });

  it('says when the turnover is not complete', async () => {
    // testdata/bff/wallet holds no turnover_incomplete answer: the contract's Problem of that code
    server.use(
      http.post('/api/v1/withdrawals', () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Turnover incomplete', status: 422, code: 'turnover_incomplete', detail: 'Bet the remaining turnover first.' },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const view = await openWithdraw('agent01');
    await fill(view, '1000', '246810');
    expect(await screen.findByRole('alert')).toHaveTextContent('The required turnover is not complete yet, so this amount cannot be withdrawn');
    // the payment password is emptied to be typed again, and not shown wrong for being empty
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
    expect(screen.getByLabelText('Payment password')).not.toHaveAttribute('aria-invalid');
  });

  it('outcome_unknown: says to check the withdrawal record and sends nothing again', async () => {
    setScenario('withdrawal-outcome-unknown');
    const sent = recordPosts('/api/v1/withdrawals');
    const view = await openWithdraw('agent01');
    await fill(view, '1000', '246810');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request was sent, but its answer never came, so it may or may not have gone through. Check your wallets or the record before you try again.');
    expect(within(alert).getByRole('link', { name: 'Check the record' })).toHaveAttribute('href', '/m/vouReport?tab=withdrawals');
    // the write's answer is in and its outcome drawn: the page sends only from a tap or from the
    // sending itself, never on a timer, so a second send would have started before this
    expect(sent).toHaveLength(1);
  });

  it('starts a new withdrawal after a success with the amount and password empty, and no field shown wrong', async () => {
    const view = await openWithdraw('agent01');
    await fill(view, '1000', '246810');
    const result = await screen.findByRole('region', { name: 'Withdrawal submitted' });
    await view.user.click(within(result).getByRole('button', { name: 'New withdrawal' }));
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveValue('');
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
    // the account chosen stays; nothing is red until the player leaves a field or sends
    expect(screen.getByRole('radio', { name: /Dutch-Bangla Bank •••• 7890/ })).toBeChecked();
    expect(document.querySelectorAll('.field-error, [aria-invalid="true"]')).toHaveLength(0);
    await view.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter an amount (at most two decimals)')).toBeInTheDocument();
  });

  it.each([
    ['en', 'This is a free trial account: deposits and withdrawals need a real account.', 'Register now', 'Log in'],
    ['bn', 'এটি একটি ফ্রি ট্রায়াল অ্যাকাউন্ট: ডিপোজিট ও উত্তোলনের জন্য একটি আসল অ্যাকাউন্ট দরকার।', 'এখনই নিবন্ধন করুন', 'লগইন'],
  ] as const)('offers a free trial account (free_reject) registration or a login that comes back here, in %s', async (language, text, register, logIn) => {
    localStorage.setItem('language', language);
    mockSession.signIn('free01');
    const { user } = await renderApp('/m/withdraw');
    expect(await screen.findByText(new RegExp(`^${text}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: register })).toHaveAttribute('href', '/m/register');
    await user.click(screen.getByRole('link', { name: logIn }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
    await user.type(await screen.findByLabelText(language === 'en' ? 'Username' : 'ইউজারনেম'), 'demo01');
    await user.type(screen.getByLabelText(language === 'en' ? 'Password' : 'পাসওয়ার্ড'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: logIn }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/withdraw'));
  });
});
