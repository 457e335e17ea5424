import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerLost } from '../../mocks/money';
import { server, setScenario } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderApp } from '../../test/render-app';

/** The money writes the page sends (path and Idempotency-Key). */
function recordWrites() {
  const sent: { path: string; key: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST') sent.push({ path, key: request.headers.get('Idempotency-Key') });
  });
  return sent;
}

async function openWallets(language: 'en' | 'bn' = 'en') {
  localStorage.setItem('language', language);
  mockSession.signIn('demo01');
  const view = await renderApp('/m/wallets');
  await screen.findByRole('region', { name: language === 'en' ? 'Wallets' : 'ওয়ালেটসমূহ' });
  return view;
}

const row = (name: string) => {
  const list = screen.getByRole('region', { name: 'Wallets' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(name));
  if (!item) throw new Error(`no wallet ${name}`);
  return item;
};

describe('wallets', () => {
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('shows the total, the main wallet and every game wallet', async () => {
    await openWallets();
    expect(screen.getByRole('region', { name: 'Total balance' })).toHaveTextContent('৳12,345.67');
    expect(row('Main wallet')).toHaveTextContent('৳10,000.00');
    expect(row('JILI')).toHaveTextContent('৳1,200.00');
    expect(row('PG Soft')).toHaveTextContent('৳845.67');
    expect(row('Evolution')).toHaveTextContent('৳300.00');
  });

  it('transfers from the main wallet to a game wallet', async () => {
    const sent = recordWrites();
    const { user } = await openWallets();
    await user.selectOptions(screen.getByLabelText('Game wallet'), 'JL');
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transfer successful')).toBeInTheDocument();
    await waitFor(() => expect(row('JILI')).toHaveTextContent('৳1,700.00'));
    expect(row('Main wallet')).toHaveTextContent('৳9,500.00');
    expect(sent.filter((s) => s.path === '/api/v1/wallet-transfers')).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('fills in a whole game wallet with "all" and moves it back to the main wallet', async () => {
    const { user } = await openWallets();
    await user.click(screen.getByRole('radio', { name: 'Game → main' }));
    await user.selectOptions(screen.getByLabelText('Game wallet'), 'EVO');
    expect(screen.getByText('Available: ৳300.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('300.00');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(row('Evolution')).toHaveTextContent('৳0.00'));
    expect(row('Main wallet')).toHaveTextContent('৳10,300.00');
  });

  it('refuses more than the wallet holds before sending', async () => {
    const sent = recordWrites();
    const { user } = await openWallets();
    await user.selectOptions(screen.getByLabelText('Game wallet'), 'JL');
    await user.type(screen.getByLabelText('Amount'), '20000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("recalls every game wallet with the spec's message, in Bengali", async () => {
    const { user } = await openWallets('bn');
    await user.click(screen.getByRole('button', { name: 'সব ফেরত আনুন' }));
    expect(await screen.findByText('ব্যালেন্স সফলভাবে ফেরত এসেছে')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'ওয়ালেটসমূহ' })).toHaveTextContent('প্রধান ওয়ালেট৳১২,৩৪৫.৬৭'));
  });

  it('says a game is open on the wallet (golden transfer-wallet-locked)', async () => {
    setScenario('transfer-wallet-locked');
    const { user } = await openWallets();
    await user.selectOptions(screen.getByLabelText('Game wallet'), 'PG');
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A game is open on this wallet. Close the game and try again.');
  });

  it('says a reused key conflicts (golden transfer-key-conflict)', async () => {
    setScenario('transfer-key-conflict');
    const { user } = await openWallets();
    await user.selectOptions(screen.getByLabelText('Game wallet'), 'JL');
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request was already sent with different details. Please submit the form again.');
  });

  it('outcome_unknown: says to check the account record, never sends it again (golden transfer-outcome-unknown)', async () => {
    setScenario('transfer-outcome-unknown');
    const sent = recordWrites();
    const { user } = await openWallets();
    await user.selectOptions(screen.getByLabelText('Game wallet'), 'JL');
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check your wallets or the record before you try again.');
    expect(within(alert).getByRole('link', { name: 'Check the record' })).toHaveAttribute('href', '/m/transaction/record?types=A');
    // the form keeps what was typed and is not sent again by itself
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
    // the write's answer is in and its outcome drawn: the page sends only from a tap or from the
    // sending itself, never on a timer, so a second send would have started before this
    expect(sent.filter((s) => s.path === '/api/v1/wallet-transfers')).toHaveLength(1);
  });

  it('outcome_unknown on a recall: said by the recall, with the way to the record, in Bengali', async () => {
    server.use(answerLost('/api/v1/wallet-recalls'));
    const sent = recordWrites();
    const { user } = await openWallets('bn');
    await user.click(screen.getByRole('button', { name: 'সব ফেরত আনুন' }));
    const alert = await within(screen.getByRole('region', { name: 'ওয়ালেটসমূহ' })).findByRole('alert');
    expect(alert).toHaveTextContent('আবার চেষ্টা করার আগে আপনার ওয়ালেট বা রেকর্ড দেখে নিন।');
    expect(within(alert).getByRole('link', { name: 'রেকর্ড দেখুন' })).toHaveAttribute('href', '/m/transaction/record?types=A');
    expect(within(screen.getByRole('form', { name: 'ট্রান্সফার' })).queryByRole('alert')).not.toBeInTheDocument();
    // the write's answer is in and its outcome drawn: the page sends only from a tap or from the
    // sending itself, never on a timer, so a second send would have started before this
    expect(sent.filter((s) => s.path === '/api/v1/wallet-recalls')).toHaveLength(1);
  });

  it('clears the amount after a transfer without showing it wrong, then checks it again on the next one', async () => {
    const { user } = await openWallets();
    await user.selectOptions(screen.getByLabelText('Game wallet'), 'JL');
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transfer successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveValue(''));
    // past the toast (gone once its time is up): the emptied field is still not wrong
    await waitFor(() => expect(screen.queryByText('Transfer successful')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter an amount (at most two decimals)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Game wallet')).toHaveValue('JL');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Enter an amount (at most two decimals)')).toBeInTheDocument();
  });
});
