// Accounts against the real binary on fixtures: register by user name, log out, log in
// as demo01, the balance and its hiding, the member panel, sign out; a free account refused
// deposit; an agent's agency centre; no token within JavaScript's reach.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logIn, phonePage, shot, submitLogin, useApp } from '../harness.mjs';

const app = useApp();

/** Nothing a script can read holds a token or a password. */
async function assertNoSecrets(page, password) {
  const { cookie, storage } = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`).join('\n'),
  }));
  assert.equal(cookie, '', 'the session cookie is HttpOnly: document.cookie sees nothing');
  assert.doesNotMatch(storage, /token/i);
  if (password) assert.ok(!storage.includes(password), 'no password in localStorage');
}

async function signOut(page) {
  await page.getByRole('button', { name: 'Member menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Member menu' });
  await panel.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prompt' });
  await dialog.getByText('Are you sure you want to log out?').waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
  assert.match(page.url(), /\/m\/home$/);
}

test('register by user name, log out, log in as demo01, hide the balance, the member panel, sign out', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  const name = `e2e${Date.now().toString(36).slice(-8)}`;
  await page.goto(`${app.base}/m/register`);
  await page.getByRole('radio', { name: 'Username' }).waitFor();
  const submit = page.getByRole('button', { name: 'Sign up', exact: true });
  assert.equal(await submit.isDisabled(), true, 'disabled until the terms box is ticked');
  await shot(page, 'accounts-register-en');
  await page.getByLabel(/^Username/).fill(name);
  await page.getByLabel(/^Password/).fill('Secret123');
  await page.getByLabel(/^Confirm password/).fill('Secret123');
  await page.getByRole('checkbox', { name: /I am over 18/ }).check();
  await submit.click();
  await page.waitForURL(/\/m\/home$/);
  await page.getByRole('group', { name: 'Balance' }).waitFor();
  await assertNoSecrets(page, 'Secret123');
  await signOut(page);

  await logIn(app, page, 'demo01', 'Demo1234', { balance: true });
  const balance = page.getByRole('group', { name: 'Balance' });
  // written as every amount is: the site's decimals
  await page.waitForFunction(() => /৳12,345\.67/.test(document.querySelector('.balance-amount')?.textContent ?? ''));
  await shot(page, 'accounts-home-member-en');
  await balance.getByRole('button', { name: 'Hide balance' }).click();
  assert.match(await balance.textContent(), /\*\*\*\*/);
  await assertNoSecrets(page, 'Demo1234');

  await page.getByRole('button', { name: 'Member menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Member menu' });
  await panel.getByText('ID: 10086521').waitFor();
  await panel.getByText('VIP').waitFor();
  assert.equal(await panel.getByRole('link', { name: 'Betting record' }).count(), 1);
  assert.equal(await panel.getByRole('link', { name: 'Agent centre' }).count(), 0);
  await shot(page, 'accounts-member-panel-en');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await signOut(page);
  assert.deepEqual(page.problems.filter((p) => !/401|Unauthorized/.test(p)), []);
  await context.close();
});

test('a free account asking to deposit is offered a real account', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(app, page, 'free01', 'Free1234', { balance: true });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const offer = page.getByRole('dialog', { name: 'A real account is needed' });
  await offer.getByRole('link', { name: 'Register now' }).waitFor();
  assert.match(page.url(), /\/m\/home$/);
  await shot(page, 'accounts-free-reject-en');
  await page.goto(`${app.base}/m/member/home`);
  await page.getByRole('dialog', { name: 'A real account is needed' }).getByRole('link', { name: 'Register now' }).waitFor();
  await shot(page, 'accounts-member-centre-free-en');
  await context.close();
});

test('an agent is prompted for the pending contracts, then sees the agent centre entry', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(app, page, 'agent01', 'Agent1234', { balance: true, as: 'agent' });
  // the upline's three pending contracts are prompted in turn after login: cancel shows the next
  for (const title of ['Daily wage contract', 'Dividend contract', 'Hourly wage contract']) {
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Cancel' }).click();
  }
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Member menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Member menu' });
  await panel.getByRole('link', { name: 'Agent centre' }).waitFor();
  await assertNoSecrets(page, 'Agent1234');
  await context.close();
});

test('a wrong password, then the captcha account in Bengali', async () => {
  const { context, page } = await phonePage(app);
  await page.goto(`${app.base}/m/login`);
  await page.getByLabel('ইউজারনেম').fill('captcha01');
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Captcha1234');
  await page.getByRole('button', { name: 'লগইন', exact: true }).click();
  await page.getByRole('button', { name: 'ক্যাপচার ছবি: নতুনটির জন্য ট্যাপ করুন' }).waitFor();
  await page.locator('.field-captcha img').waitFor();
  await shot(page, 'accounts-login-captcha-bn');
  await context.close();
});

test('an agent is refused at the members’ login, translated, in Bengali and English, and gets in at the agents’', async () => {
  const texts = {
    bn: { as: 'যেভাবে লগইন করবেন', member: 'সদস্য', agent: 'এজেন্ট', refused: 'এটি একটি এজেন্ট অ্যাকাউন্ট: এজেন্ট হিসেবে লগইন করুন।' },
    en: { as: 'Log in as', member: 'Member', agent: 'Agent', refused: 'This is an agent account: please log in as an agent.' },
  };
  for (const language of ['bn', 'en']) {
    const l = texts[language];
    const { context, page } = await phonePage(app, { language });
    await page.goto(`${app.base}/m/login`);
    const kind = page.getByRole('radiogroup', { name: l.as });
    assert.equal(await kind.getByRole('radio', { name: l.member }).getAttribute('aria-checked'), 'true', 'the login is the members’ by default');
    await submitLogin(page, 'agent01', 'Agent1234', language);
    await page.getByRole('alert').filter({ hasText: l.refused }).waitFor();
    assert.match(page.url(), /\/m\/login$/);
    await shot(page, `accounts-agent-refused-${language}`);
    if (language === 'en') {
      // the agents' entrance on the same page: the same credentials get in
      await kind.getByRole('radio', { name: l.agent }).click();
      assert.equal(await page.getByRole('alert').count(), 0, 'the refusal goes with the form it was for');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL(/\/m\/home$/);
      await page.getByRole('group', { name: 'Balance' }).waitFor();
      await assertNoSecrets(page, 'Agent1234');
    }
    await context.close();
  }
});
