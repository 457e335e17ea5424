// Issue 14: money against the real binary on the fixture upstream's ledger. demo01 deposits by
// bKash, finds it pending in the deposit record, the merchant's back office approves it (the
// fake's control call) and the balance rises; demo01 sets a payment password, binds a bKash
// account, withdraws and finds the hold and the record; the game wallets are recalled.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { control, logIn, phonePage, shot, useApp } from '../harness.mjs';

const app = useApp();

/** The session's wallets as the BFF answers them (the page's own cookie). */
async function wallets(page) {
  return page.evaluate(() => fetch('/api/v1/wallets').then((r) => r.json()));
}

/** The balance widget's figure, once it shows `pattern`. */
async function balanceShows(page, pattern) {
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('.balance-amount')?.textContent ?? ''), pattern.source);
}

test('demo01 deposits by bKash, sees it pending, the back office approves it and the balance rises', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(app, page, 'demo01', 'Demo1234', { balance: true });
  const before = await wallets(page);
  assert.equal(before.total, '12345.67');
  await balanceShows(page, /৳12,345/);

  await page.goto(`${app.base}/m/voucherCenter`);
  const methods = page.getByRole('group', { name: 'Payment method' });
  await methods.getByRole('radio', { name: /bKash/ }).check();
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('2000');
  await page.getByLabel('Transaction ID').fill('BK8N2X91');
  await shot(page, 'money-deposit-en');
  await page.getByRole('button', { name: 'I have sent it: confirm' }).click();
  const result = page.getByRole('region', { name: 'Deposit submitted' });
  await result.getByText('Pending').waitFor();
  await shot(page, 'money-deposit-pending-en');

  // the deposit record lists it, pending
  await result.getByRole('link', { name: 'Deposit record' }).click();
  await page.waitForURL(/\/m\/vouReport/);
  const pendingRow = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Pending' }).filter({ hasText: '2,000.00' });
  await pendingRow.first().waitFor();
  await shot(page, 'money-deposit-record-en');

  // the merchant approves it in its back office
  const { items } = await page.evaluate(() => fetch('/api/v1/deposits?status=pending').then((r) => r.json()));
  const deposit = items.find((d) => d.amount === '2000.00' && d.methodName === 'bKash');
  assert.ok(deposit, 'the pending bKash deposit is in the list');
  await control(app, 'POST', `/__money/deposits/${deposit.id}/approve`);
  assert.equal((await wallets(page)).main.balance, (Number(before.main.balance) + 2000).toFixed(2));
  await page.reload();
  await page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Approved' }).filter({ hasText: '2,000.00' }).first().waitFor();
  await page.goto(`${app.base}/m/home`);
  await balanceShows(page, /৳14,345/);
  assert.deepEqual(page.problems.filter((p) => !/401|Unauthorized/.test(p)), []);
  await context.close();
});

test('demo01 sets a payment password, binds a bKash account, withdraws and sees the hold and the record', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(app, page, 'demo01', 'Demo1234', { balance: true });

  // no payment password yet: the withdrawal screen leads to the security centre
  await page.goto(`${app.base}/m/withdraw`);
  await page.getByRole('link', { name: 'Go to the security centre' }).click();
  await page.waitForURL(/\/m\/securityCenter$/);
  const setForm = page.getByRole('form', { name: 'Set a payment password' });
  await setForm.getByLabel('New payment password').fill('135790');
  await setForm.getByLabel('Confirm the payment password').fill('135790');
  await setForm.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('form', { name: 'Change the payment password' }).waitFor();

  const bind = page.getByRole('form', { name: 'Bind a payout account' });
  await bind.getByLabel('Bank or service').selectOption('BKASH');
  await bind.getByLabel('Account holder name').fill('Rahim Uddin');
  await bind.getByLabel('Mobile account number').fill('01712345678');
  await bind.getByLabel('Payment password').fill('135790');
  await bind.getByRole('button', { name: 'Bind the account' }).click();
  const accounts = page.getByRole('region', { name: 'Payout accounts' });
  await accounts.getByText('bKash •••• 5678').waitFor();
  assert.doesNotMatch(await accounts.textContent(), /01712345678/, 'the full number is never shown');
  await shot(page, 'money-security-centre-en');

  const before = await wallets(page);
  await page.goto(`${app.base}/m/withdraw`);
  await page.getByRole('radio', { name: /bKash •••• 5678/ }).check();
  await page.getByLabel('Amount').fill('1000');
  await page.getByLabel('Payment password').fill('135790');
  await shot(page, 'money-withdraw-en');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const result = page.getByRole('region', { name: 'Withdrawal submitted' });
  await result.getByText('The amount is held from your balance until the withdrawal is paid.').waitFor();
  await shot(page, 'money-withdrawal-pending-en');
  assert.equal((await wallets(page)).main.balance, (Number(before.main.balance) - 1000).toFixed(2), 'the amount is held');

  await result.getByRole('link', { name: 'Withdrawal record' }).click();
  await page.waitForURL(/\/m\/vouReport/);
  await page.getByRole('tab', { name: 'Withdrawals', selected: true }).waitFor();
  await page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Pending' }).filter({ hasText: '1,000.00' }).first().waitFor();
  await shot(page, 'money-withdrawal-record-en');
  assert.deepEqual(page.problems.filter((p) => !/401|Unauthorized/.test(p)), []);
  await context.close();
});

test('demo01 recalls every game wallet to the main wallet, in Bengali', async () => {
  const { context, page } = await phonePage(app, { language: 'bn' });
  await page.goto(`${app.base}/m/login`);
  await page.getByLabel('ইউজারনেম', { exact: true }).fill('demo01');
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'লগইন', exact: true }).click();
  await page.waitForURL(/\/m\/home$/);

  const before = await wallets(page);
  assert.ok(before.games.some((g) => g.balance !== '0.00'), 'a game wallet holds money before the recall');
  await page.goto(`${app.base}/m/wallets`);
  await page.getByRole('region', { name: 'ওয়ালেটসমূহ' }).waitFor();
  await shot(page, 'money-wallets-bn');
  await page.getByRole('button', { name: 'সব ফেরত আনুন' }).click();
  await page.getByText('ব্যালেন্স সফলভাবে ফেরত এসেছে').waitFor();
  const after = await wallets(page);
  assert.equal(after.total, before.total, 'a recall moves money, it makes none');
  assert.equal(after.main.balance, after.total);
  assert.ok(after.games.every((g) => g.balance === '0.00'));
  await shot(page, 'money-wallets-recalled-bn');
  assert.deepEqual(page.problems.filter((p) => !/401|Unauthorized/.test(p)), []);
  await context.close();
});
