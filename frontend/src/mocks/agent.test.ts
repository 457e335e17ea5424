import { describe, expect, it } from 'vitest';
import { goldenBody } from './goldens';
import { mockSession } from './session';

async function call(method: string, path: string, init: { body?: unknown; key?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-CSRF': '1' };
  if (init.key) headers['Idempotency-Key'] = init.key;
  const response = await fetch(new URL(path, window.location.origin), { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('agent mocks over the agent goldens', () => {
  it('refuse a visitor (login_required) and a member, a trial player (agent_only)', async () => {
    expect(await call('GET', '/api/v1/agent/downlines')).toEqual({ status: 401, body: goldenBody('agent-home-login-required', 'agent') });
    for (const user of ['demo01', 'free01']) {
      mockSession.signIn(user);
      expect(await call('GET', '/api/v1/agent/downlines')).toEqual({ status: 403, body: goldenBody('agent-home-member', 'agent') });
      expect((await call('POST', '/api/v1/agent/transfers', { body: { userName: 'rafi01', amount: '100' }, key: 'key-member-1' })).status).toBe(403);
    }
  });

  it('answer the team as the golden has it, searched as the golden search has it', async () => {
    mockSession.signIn('agent01');
    expect((await call('GET', '/api/v1/agent/downlines')).body).toEqual(goldenBody('downlines', 'agent'));
    expect((await call('GET', '/api/v1/agent/downlines?userName=02&pageSize=5')).body).toEqual(goldenBody('downlines-search', 'agent'));
    expect((await call('GET', '/api/v1/agent/downlines/rafi01')).body).toEqual(goldenBody('downline', 'agent'));
    expect(await call('GET', '/api/v1/agent/downlines/ghost01')).toEqual({ status: 404, body: goldenBody('downline-unknown', 'agent') });
  });

  it('open a downline within the limits, refuse a taken name and a rate over the limit', async () => {
    mockSession.signIn('agent01');
    const open = await call('POST', '/api/v1/agent/downlines', { body: { userName: 'newbie01', password: 'Pass1234', confirmPassword: 'Pass1234', rebates: [] } });
    expect(open).toEqual({ status: 201, body: goldenBody('downline-open', 'agent') });
    expect(await call('POST', '/api/v1/agent/downlines', { body: { userName: 'newbie01', password: 'Pass1234', confirmPassword: 'Pass1234', rebates: [] } })).toEqual({
      status: 400,
      body: goldenBody('downline-open-taken', 'agent'),
    });
    const tooHigh = await call('POST', '/api/v1/agent/downlines', { body: { userName: 'newbie02', password: 'Pass1234', confirmPassword: 'Pass1234', rebates: [{ category: 'RNG', rate: '1.21' }] } });
    expect(tooHigh).toEqual({ status: 400, body: goldenBody('downline-open-rebate-too-high', 'agent') });
    const team = (await call('GET', '/api/v1/agent/downlines')).body as { items: { userName: string }[]; total: number };
    expect(team.items[0]?.userName).toBe('newbie01');
    expect(team.total).toBe(11);
  });

  it('keep the Idempotency-Key of a transfer: none is validation_failed, a repeat the first answer, another body a conflict', async () => {
    mockSession.signIn('agent01');
    await call('POST', '/api/v1/agent/downlines', { body: { userName: 'newbie01', password: 'Pass1234', confirmPassword: 'Pass1234', rebates: [] } });
    const body = { userName: 'newbie01', amount: '100.00' };
    expect(await call('POST', '/api/v1/agent/transfers', { body })).toEqual({ status: 400, body: goldenBody('transfer-key-missing', 'agent') });
    const first = await call('POST', '/api/v1/agent/transfers', { body, key: 'key-agent-transfer-1' });
    expect(first).toEqual({ status: 201, body: goldenBody('transfer', 'agent') });
    expect(await call('POST', '/api/v1/agent/transfers', { body, key: 'key-agent-transfer-1' })).toEqual(first);
    expect(await call('POST', '/api/v1/agent/transfers', { body: { ...body, amount: '5' }, key: 'key-agent-transfer-1' })).toEqual({
      status: 409,
      body: goldenBody('transfer-key-conflict', 'agent'),
    });
    // moved once: the downline holds 100
    expect(((await call('GET', '/api/v1/agent/downlines/newbie01')).body as { balance: string }).balance).toBe('100.00');
    expect(await call('POST', '/api/v1/agent/transfers', { body: { userName: 'ghost01', amount: '1' }, key: 'key-agent-transfer-2' })).toEqual({
      status: 404,
      body: goldenBody('transfer-unknown-downline', 'agent'),
    });
    expect(await call('POST', '/api/v1/agent/transfers', { body: { userName: 'newbie01', amount: '999999' }, key: 'key-agent-transfer-3' })).toEqual({
      status: 422,
      body: goldenBody('transfer-insufficient-funds', 'agent'),
    });
  });

  it('answer a contract once: then nothing of that kind is pending nor prompted', async () => {
    mockSession.signIn('agent01');
    expect((await call('GET', '/api/v1/agent/contract-requests')).body).toEqual(goldenBody('contract-requests', 'agent'));
    expect(await call('POST', '/api/v1/agent/contracts/dailySalary', { body: { id: 'GCS00000001', accept: true } })).toEqual({ status: 200, body: goldenBody('contract-accept', 'agent') });
    expect(await call('POST', '/api/v1/agent/contracts/dailySalary', { body: { id: 'GCS00000001', accept: true } })).toEqual({ status: 404, body: goldenBody('contract-answered', 'agent') });
    expect((await call('GET', '/api/v1/agent/contracts/dailySalary')).body).toEqual(goldenBody('contract-none-pending', 'agent'));
    expect((await call('GET', '/api/v1/agent/contract-requests')).body).toEqual({ prompts: ['dividend', 'hourlySalary'] });
    expect(await call('POST', '/api/v1/agent/contracts/hourlySalary', { body: {} })).toEqual({ status: 400, body: goldenBody('contract-invalid', 'agent') });
  });
  it("serve every member's contract paths: player02's offer answered once, none for another player or a trial player, an agent's as its agent centre's", async () => {
    expect(await call('GET', '/api/v1/contract-requests')).toEqual({ status: 401, body: goldenBody('member-contract-requests-login-required', 'agent') });
    mockSession.signIn('player02');
    expect((await call('GET', '/api/v1/contract-requests')).body).toEqual(goldenBody('member-contract-requests', 'agent'));
    expect((await call('GET', '/api/v1/contracts/dailySalary')).body).toEqual(goldenBody('member-contract', 'agent'));
    expect((await call('GET', '/api/v1/contracts/dividend')).body).toEqual(goldenBody('member-contract-none', 'agent'));
    expect(await call('POST', '/api/v1/contracts/dailySalary', { body: { id: 'GCS00000005', accept: true } })).toEqual({ status: 200, body: goldenBody('member-contract-accept', 'agent') });
    expect(await call('POST', '/api/v1/contracts/dailySalary', { body: { id: 'GCS00000005', accept: true } })).toEqual({ status: 404, body: goldenBody('member-contract-answered', 'agent') });
    expect((await call('GET', '/api/v1/contract-requests')).body).toEqual(goldenBody('member-contract-requests-after', 'agent'));
    mockSession.signIn('demo01');
    expect((await call('GET', '/api/v1/contract-requests')).body).toEqual({ prompts: [] });
    expect((await call('GET', '/api/v1/contracts/dailySalary')).body).toEqual({ ...(goldenBody('member-contract-none', 'agent') as Record<string, unknown>), kind: 'dailySalary' });
    mockSession.signIn('free01');
    expect((await call('GET', '/api/v1/contract-requests')).body).toEqual(goldenBody('member-contract-requests-trial', 'agent'));
    expect(await call('POST', '/api/v1/contracts/dailySalary', { body: { id: 'GCS00000005', accept: true } })).toEqual({ status: 404, body: goldenBody('member-contract-answer-trial', 'agent') });
    mockSession.signIn('agent01');
    expect((await call('GET', '/api/v1/contract-requests')).body).toEqual(goldenBody('contract-requests', 'agent'));
    expect((await call('GET', '/api/v1/contracts/dividend')).body).toEqual(goldenBody('contract-dividend', 'agent'));
  });
});
