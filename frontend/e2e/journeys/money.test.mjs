// Money against the real binary on the fixture upstream's ledger. demo01 deposits by
// bKash, finds it pending in the deposit record, the merchant's back office approves it (the
// fake's control call) and the balance rises; demo01 sets a payment password, binds a bKash
// account, withdraws and finds the hold and the record; the game wallets are recalled; answers
// lost on the way are said so; demo01 sets security questions and resets a forgotten payment
// password by them.
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

/** The fake's count of calls to `path` so far. */
async function hits(path) {
  return (await control(app, 'GET', '/__hits'))[path] ?? 0;
}

/** The fake upstream serves every call to `path`, then loses its answer (an HTML 502 from a proxy). */
const loseAnswers = (path) => control(app, 'POST', '/__scenario', { name: 'applied_bad_gateway', paths: [path] });
const answerAgain = () => control(app, 'POST', '/__scenario', { name: 'normal' });

test('a transfer and a recall whose answers are lost: the site says so, links the record and sends nothing again; the ledger moved once', async () => {
  const transferPath = '/wps/relay/GCS_walletTransfer';
  const recallPath = '/wps/wallets/transferToMainWallet';
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(app, page, 'demo01', 'Demo1234', { balance: true });
  await page.goto(`${app.base}/m/wallets`);
  await page.getByRole('region', { name: 'Wallets' }).waitFor();
  const before = await wallets(page);
  const game = before.games.find((g) => !g.locked);
  const sentBefore = await hits(transferPath);

  await loseAnswers(transferPath);
  const form = page.getByRole('form', { name: 'Transfer' });
  await form.getByLabel('Game wallet').selectOption(game.id);
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
  await form.getByRole('button', { name: 'Transfer' }).click();
  const alert = form.getByRole('alert');
  await alert.getByText('Check your wallets or the record before you try again.').waitFor();
  await shot(page, 'money-outcome-unknown-en');
  await answerAgain();
  // sent once, done once: the form kept the amount and sent nothing more
  assert.equal(await hits(transferPath), sentBefore + 1);
  assert.equal(await form.getByRole('textbox', { name: 'Amount', exact: true }).inputValue(), '100');
  const after = await wallets(page);
  assert.equal(after.main.balance, (Number(before.main.balance) - 100).toFixed(2), 'the back office applied it once');
  await alert.getByRole('link', { name: 'Check the record' }).click();
  await page.waitForURL(/\/m\/transaction\/record\?types=A$/);
  await page.locator('.record-list > li').first().waitFor();
  await shot(page, 'money-outcome-unknown-record-en');
  assert.deepEqual(page.problems.filter((p) => !/401|502|Unauthorized|Bad Gateway/.test(p)), []);
  await context.close();

  // the recall, in Bengali: said beside the recall, not in the transfer form
  const bn = await phonePage(app, { language: 'bn' });
  await logIn(app, bn.page, 'demo01', 'Demo1234', { language: 'bn', balance: true });
  await bn.page.goto(`${app.base}/m/wallets`);
  const list = bn.page.getByRole('region', { name: 'ওয়ালেটসমূহ' });
  await list.waitFor();
  const recallsBefore = await hits(recallPath);
  await loseAnswers(recallPath);
  await bn.page.getByRole('button', { name: 'সব ফেরত আনুন' }).click();
  await list.getByRole('alert').getByText('আবার চেষ্টা করার আগে আপনার ওয়ালেট বা রেকর্ড দেখে নিন।').waitFor();
  await shot(bn.page, 'money-outcome-unknown-recall-bn');
  await answerAgain();
  assert.equal(await hits(recallPath), recallsBefore + 1);
  const recalled = await wallets(bn.page);
  assert.ok(recalled.games.every((g) => g.balance === '0.00'), 'the back office recalled them once');
  assert.equal(await bn.page.getByRole('form', { name: 'ট্রান্সফার' }).getByRole('alert').count(), 0);
  assert.deepEqual(bn.page.problems.filter((p) => !/401|502|Unauthorized|Bad Gateway/.test(p)), []);
  await bn.context.close();
});

test('demo01 sets security questions, forgets the payment password, resets it by the answers and withdraws with the new one', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(app, page, 'demo01', 'Demo1234', { balance: true });
  await page.goto(`${app.base}/m/securityQuestions`);
  const set = page.getByRole('form', { name: 'Set security questions' });
  await set.getByLabel('Question 1', { exact: true }).selectOption({ label: 'In which city were you born?' });
  await set.getByLabel('Answer 1', { exact: true }).fill('Dhaka');
  await set.getByLabel('Question 2', { exact: true }).selectOption({ label: 'What was the name of your first pet?' });
  await set.getByLabel('Answer 2', { exact: true }).fill('Mishti');
  await shot(page, 'money-security-questions-en');
  await set.getByRole('button', { name: 'Save the questions' }).click();
  await page.getByText('Your answers are kept secret and never shown.').waitFor();
  assert.equal(await page.getByText('Mishti').count(), 0, 'an answer is never shown back');

  // the payment password forgotten: the withdraw page's link, the answers (another case, spaces
  // around), a new password
  await page.goto(`${app.base}/m/withdraw`);
  await page.getByRole('link', { name: 'Forgot the payment password?' }).click();
  await page.waitForURL(/\/m\/paymentPasswordReset/);
  await page.getByLabel('In which city were you born?').fill(' dhaka ');
  await page.getByLabel('What was the name of your first pet?').fill('MISHTI');
  await page.getByLabel('New payment password').fill('246802');
  await page.getByLabel('Confirm the payment password').fill('246802');
  await shot(page, 'money-payment-password-reset-en');
  await page.getByRole('button', { name: 'Reset the payment password' }).click();
  await page.getByText('Payment password reset: use the new one from now on').waitFor();

  // the old one is refused, the new one withdraws
  await page.goto(`${app.base}/m/withdraw`);
  await page.getByLabel('Amount').fill('500');
  await page.getByLabel('Payment password').fill('135790');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByText('The payment password is incorrect').waitFor();
  await page.getByLabel('Payment password').fill('246802');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('region', { name: 'Withdrawal submitted' }).waitFor();
  await context.close();
});
