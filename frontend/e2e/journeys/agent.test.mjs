// The agent side against the real binary on the fixture upstream. agent01 logs in and
// answers the contract prompts (cancels the daily wage, goes on to the dividend contract and
// accepts it on its screen), opens team management, opens an account for a new downline, transfers
// it 100 after confirming it (the dialog shows the agent's main wallet, which falls by as much) and
// sees it in team management and in the team overview. First, every agent screen at phone size in
// Bengali and in English, for the eye (the contracts still pending: the tour only cancels the
// prompts). Last, a player answers its own upline's offer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logIn, phonePage, shot, useApp } from '../harness.mjs';

const app = useApp();

/** The contract prompts' cancel button. */
const cancel = { en: 'Cancel', bn: 'বাতিল' };
/** The transfer dialog's words: the agent's main wallet, the step to the confirmation. */
const transferWords = { en: { main: 'Your main wallet', next: 'Continue' }, bn: { main: 'আপনার প্রধান ওয়ালেট', next: 'এগিয়ে যান' } };

/** The session's main wallet balance as the BFF answers it (the page's own cookie). */
async function mainBalance(page) {
  const wallets = await page.evaluate(() => fetch('/api/v1/wallets').then((r) => r.json()));
  return wallets.main.balance;
}

/** The member rows of the team list. */
const teamRow = (page, name) => page.locator('.record-list > li').filter({ has: page.locator('.record-title', { hasText: new RegExp(`^${name}\\b`) }) });

const newcomer = 'jrny18new';

/** Every agent screen, with what shows it is drawn. */
const screens = [
  ['agent-home', '/m/agent', '.agent-figures, [aria-label] .agent-counter, nav'],
  ['agent-team', '/m/member/team', '.record-list > li'],
  ['agent-team-rebate', '/m/member/teamRebate', '.rebate-form'],
  ['agent-register', '/m/agentRegister', '.affiliate-link'],
  ['agent-team-overview', '/m/agent/team/overview', '.agent-figures'],
  // today's rows, or none: the fixture team plays in the two and a half hours before the server
  // starts, which just after midnight in Dhaka were yesterday (the figures' goldens are bff/agent's)
  ['agent-team-pnl', '/m/agent/team/pnl', '.record-list > li, .empty-state'],
  ['agent-team-betting', '/m/teamBetting', '.record-list > li, .empty-state'],
  ['agent-rebate-income', '/m/member/agent/agentRebeat', '.record-list > li, .empty-state'],
  ['agent-dividend', '/m/member/agent/agentDivident', '.record-list > li, .empty-state'],
  ['agent-contract-daily', '/m/member/agent/getSalaryContract', '.contract-terms, .empty-state'],
  ['agent-contract-hourly', '/m/member/agent/getHourContract', '.contract-terms, .empty-state'],
  ['agent-contract-dividend', '/m/member/agent/getDevidendContract', '.contract-terms, .empty-state'],
];

for (const language of ['bn', 'en']) {
  test(`every agent screen at 390x844 in ${language === 'bn' ? 'Bengali' : 'English'}`, async () => {
    const { context, page } = await phonePage(app, { language });
    await logIn(app, page, 'agent01', 'Agent1234', { language, as: 'agent' });
    // the three pending contracts are prompted in turn: each is cancelled (the journey answers one)
    for (let i = 0; i < 3; i += 1) {
      await page.getByRole('dialog').getByRole('button', { name: cancel[language], exact: true }).click();
    }
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    for (const [name, path, ready] of screens) {
      await page.goto(`${app.base}${path}`);
      await page.locator(ready).first().waitFor();
      await page.locator('.skeleton').first().waitFor({ state: 'detached' });
      await shot(page, `${name}-${language}`);
    }
    // the transfer dialog over team management
    await page.goto(`${app.base}/m/member/team`);
    await page.locator('.record-list > li').first().waitFor();
    await page.locator('.team-actions button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(transferWords[language].main).waitFor();
    await dialog.getByRole('textbox').fill('100');
    await shot(page, `agent-transfer-dialog-${language}`);
    await dialog.getByRole('button', { name: transferWords[language].next }).click();
    await dialog.getByRole('status').waitFor();
    await shot(page, `agent-transfer-confirm-${language}`);
    await page.keyboard.press('Escape');
    // the long ones, scrolled to their end
    for (const [name, path, ready] of screens.filter(([n]) => ['agent-home', 'agent-register', 'agent-team'].includes(n))) {
      await page.goto(`${app.base}${path}`);
      await page.locator(ready).first().waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await shot(page, `${name}-end-${language}`);
    }
    const problems = page.problems.filter((p) => !/401|Unauthorized/.test(p));
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('agent01 answers the contract prompts, opens an account for a new downline, transfers it 100 and sees it in the team', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(app, page, 'agent01', 'Agent1234', { language: 'en', as: 'agent' });

  // the three prompts come in turn: cancel the daily wage, go on to the dividend contract
  const daily = page.getByRole('dialog', { name: 'Daily wage contract' });
  await daily.waitFor();
  await shot(page, 'agent-prompt-en');
  await daily.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Dividend contract' }).getByRole('button', { name: 'Go' }).click();
  await page.waitForURL(/\/m\/member\/agent\/getDevidendContract$/);
  await page.getByRole('table').waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0, 'go ends the prompts');
  await shot(page, 'agent-journey-contract-dividend-en');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByText('Contract accepted').waitFor();
  await page.waitForURL(/\/m\/agent$/);
  await page.getByRole('navigation', { name: 'Agent centre' }).waitFor();
  // answered: nothing waits on the dividend screen any more
  const pending = await page.evaluate(() => fetch('/api/v1/agent/contracts/dividend').then((r) => r.json()));
  assert.equal(pending.pending, false);

  // team management, from the agent home's grid
  await page.getByRole('navigation', { name: 'Agent centre' }).getByRole('link', { name: 'Team management' }).click();
  await page.waitForURL(/\/m\/member\/team$/);
  await page.locator('.record-list > li').first().waitFor();
  await page.locator('.team-head').getByText(/\d+ members/).waitFor();
  const sizeBefore = Number(/(\d+) members/.exec(await page.locator('.team-head').textContent())?.[1]);
  assert.ok(sizeBefore > 0, 'agent01 has a team');
  assert.equal(await teamRow(page, newcomer).count(), 0);

  // open an account for a new downline
  await page.getByRole('link', { name: 'Open account' }).click();
  await page.waitForURL(/\/m\/agentRegister$/);
  await page.getByLabel(/^User ?name/).fill(newcomer);
  await page.getByLabel(/^Password/).fill('Newbie1234');
  await page.getByLabel(/^Confirm password/).fill('Newbie1234');
  await page.getByLabel('Slots (%)').fill('0.50');
  await shot(page, 'agent-open-account-en');
  await page.getByRole('button', { name: 'Open the account' }).click();
  await page.getByText(`Account ${newcomer} opened`).waitFor();
  await page.waitForURL(/\/m\/member\/team$/);
  const row = teamRow(page, newcomer);
  await row.waitFor();
  await page.getByText(`${sizeBefore + 1} members`).waitFor();

  // transfer it 100: the dialog shows what the agent's main wallet holds, and the transfer goes
  // only once confirmed by name and amount
  const before = await mainBalance(page);
  await row.getByRole('button', { name: `Transfer to ${newcomer}` }).click();
  const dialog = page.getByRole('dialog', { name: `Transfer to ${newcomer}` });
  const shown = Number(before).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await dialog.getByText(`Your main wallet ৳${shown}`).waitFor();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100');
  await shot(page, 'agent-transfer-en');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('status').getByText(`Send ৳100.00 from your main wallet to ${newcomer}?`).waitFor();
  await shot(page, 'agent-transfer-confirm-journey-en');
  assert.equal(await mainBalance(page), before, 'nothing goes before the confirmation');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await page.getByText(`৳100.00 sent to ${newcomer}`).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText('৳100.00').waitFor();
  await shot(page, 'agent-journey-team-en');
  assert.equal(await mainBalance(page), (Number(before) - 100).toFixed(2), "the agent's main wallet paid it");

  // the downline is in its team: searched by name, and counted in the team overview
  await page.getByLabel(/^Search by user ?name/).fill(newcomer);
  await page.waitForFunction((name) => {
    const rows = [...document.querySelectorAll('.record-list > li .record-title')];
    return rows.length === 1 && rows[0].textContent.startsWith(name);
  }, newcomer);
  await page.goto(`${app.base}/m/agent/team/overview`);
  const members = page.getByRole('heading', { name: 'Members' }).locator('xpath=..');
  await members.getByText('Team size').waitFor();
  await page.waitForFunction(
    (size) => [...document.querySelectorAll('.agent-figure')].some((f) => f.querySelector('dt')?.textContent === 'Team size' && f.querySelector('dd')?.textContent === String(size)),
    sizeBefore + 1,
  );
  await shot(page, 'agent-journey-team-overview-en');
  const problems = page.problems.filter((p) => !/401|Unauthorized/.test(p));
  assert.deepEqual(problems, []);
  await context.close();
});

test('player02, a player, is prompted for its upline’s daily wage offer after login, reads it in Bengali and accepts it', async () => {
  const { context, page } = await phonePage(app, { language: 'bn' });
  await logIn(app, page, 'player02', 'Player1234', { language: 'bn' });
  const prompt = page.getByRole('dialog', { name: 'দৈনিক মজুরি চুক্তি' });
  await prompt.waitFor();
  await shot(page, 'member-contract-prompt-bn');
  await prompt.getByRole('button', { name: 'দেখুন' }).click();
  await page.waitForURL(/\/m\/member\/agent\/getSalaryContract$/);
  await page.getByRole('table').waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0, 'one offer: no prompt after it');
  await shot(page, 'member-contract-daily-bn');
  await page.getByRole('button', { name: 'গ্রহণ' }).click();
  await page.getByText('চুক্তি গৃহীত হয়েছে').waitFor();
  await page.waitForURL(/\/m\/member\/home$/);
  // answered, on the members' own paths: nothing waits, nothing is prompted
  const [offer, prompts] = await page.evaluate(() =>
    Promise.all([fetch('/api/v1/contracts/dailySalary').then((r) => r.json()), fetch('/api/v1/contract-requests').then((r) => r.json())]),
  );
  assert.equal(offer.pending, false);
  assert.deepEqual(prompts.prompts, []);
  assert.deepEqual(page.problems, []);
  await context.close();
});
