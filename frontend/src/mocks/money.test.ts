import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goldenBody } from './goldens';
import { mockSession } from './session';

async function call(method: string, path: string, init: { body?: unknown; key?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-CSRF': '1' };
  if (init.key) headers['Idempotency-Key'] = init.key;
  const response = await fetch(new URL(path, window.location.origin), { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('money mocks over the wallet goldens', () => {
  beforeEach(() => {
    // the goldens' records are of 2026-11-22 (the fake upstream's clock when they were written)
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00+06:00') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ask for a session', async () => {
    expect(await call('GET', '/api/v1/wallets')).toEqual({ status: 401, body: goldenBody('wallet-login-required', 'wallet') });
  });

  it("answer the wallets, and a transfer's and a recall's wallets as the goldens have them", async () => {
    mockSession.signIn('demo01');
    expect((await call('GET', '/api/v1/wallets')).body).toEqual(goldenBody('wallets', 'wallet'));
    const transfer = await call('POST', '/api/v1/wallet-transfers', { body: { from: 'MAIN', to: 'JL', amount: '500' }, key: 'key-transfer-1' });
    expect(transfer).toEqual({ status: 200, body: goldenBody('transfer', 'wallet') });
    const recall = await call('POST', '/api/v1/wallet-recalls', { key: 'key-recall-1' });
    expect(recall.status).toBe(200);
    const after = recall.body as { total: string; main: { balance: string }; games: { balance: string }[] };
    expect(after.total).toBe((goldenBody('wallets', 'wallet') as { total: string }).total);
    expect(after.main.balance).toBe(after.total);
    expect(after.games.every((g) => g.balance === '0.00')).toBe(true);
  });

  it('keep the Idempotency-Key: none is validation_failed, a repeat the first answer, another body a conflict', async () => {
    mockSession.signIn('demo01');
    const body = { from: 'MAIN', to: 'JL', amount: '500' };
    expect(await call('POST', '/api/v1/wallet-transfers', { body })).toEqual({ status: 400, body: goldenBody('transfer-key-missing', 'wallet') });
    const first = await call('POST', '/api/v1/wallet-transfers', { body, key: 'key-transfer-2' });
    expect(await call('POST', '/api/v1/wallet-transfers', { body, key: 'key-transfer-2' })).toEqual(first);
    expect(await call('POST', '/api/v1/wallet-transfers', { body: { ...body, amount: '600' }, key: 'key-transfer-2' })).toEqual({ status: 409, body: goldenBody('transfer-key-conflict', 'wallet') });
    // the main wallet paid once
    expect(((await call('GET', '/api/v1/wallets')).body.main as { balance: string }).balance).toBe('9500.00');
  });

  it('refuse what the back office refuses, with its golden', async () => {
    mockSession.signIn('demo01');
    expect((await call('POST', '/api/v1/wallet-transfers', { body: { from: 'EVO', to: 'MAIN', amount: '৫০০০' }, key: 'key-transfer-3' })).body).toEqual(
      goldenBody('transfer-insufficient-funds', 'wallet'),
    );
    expect((await call('POST', '/api/v1/withdrawals', { body: { accountId: 'x', amount: '1000', paymentPassword: '111111' }, key: 'key-withdrawal-1' })).body).toEqual(
      goldenBody('withdrawal-password-required', 'wallet'),
    );
    mockSession.signIn('free01');
    expect(await call('GET', '/api/v1/deposit-methods')).toEqual({ status: 403, body: goldenBody('deposit-methods-free-reject', 'wallet') });
  });

  it("answer agent01's withdrawal options and withdraw with its payment password", async () => {
    mockSession.signIn('agent01');
    expect((await call('GET', '/api/v1/withdrawal-options')).body).toEqual(goldenBody('withdrawal-options', 'wallet'));
    const body = { accountId: 'BC00000001', amount: '1000', paymentPassword: '000000' };
    expect((await call('POST', '/api/v1/withdrawals', { body, key: 'key-withdrawal-2' })).body).toEqual(goldenBody('withdrawal-password-wrong', 'wallet'));
    const made = await call('POST', '/api/v1/withdrawals', { body: { ...body, paymentPassword: '246810' }, key: 'key-withdrawal-3' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'pending', amount: '1000.00', account: { id: 'BC00000001', lastDigits: '7890' } });
  });

  it('page a record by the range and filter asked, newest first, with its totals', async () => {
    mockSession.signIn('demo01');
    const page1 = await call('GET', '/api/v1/records/transactions?pageSize=8');
    const golden = goldenBody('records-transactions', 'wallet') as { items: { id: string }[] };
    expect((page1.body.items as { id: string }[]).map((i) => i.id)).toEqual(golden.items.slice(0, 8).map((i) => i.id));
    expect(page1.body.page).toBe(1);
    expect(page1.body.totalPages).toBeGreaterThan(1);
    const deposits = await call('GET', '/api/v1/records/transactions?from=2026-10-24&type=deposit');
    expect((deposits.body.items as { type: string }[]).every((i) => i.type === 'deposit')).toBe(true);
    expect(deposits.body.totals).toEqual((goldenBody('records-transactions-deposits', 'wallet') as { totals: unknown }).totals);
    expect((await call('GET', '/api/v1/records/profit-loss?from=2026-10-24')).body).toEqual(goldenBody('records-profit-loss-month', 'wallet'));
    expect((await call('GET', '/api/v1/records/profit-loss')).body).toEqual(goldenBody('records-profit-loss', 'wallet'));
  });
});
