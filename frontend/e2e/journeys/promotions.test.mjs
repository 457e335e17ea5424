// The member side against the real binary on the fixture upstream. demo01 opens the
// promotions from the bottom navigation, applies to one with two pictures and a comment and sees
// applying; claims a reward in the reward centre; uploads both sides of an ID with a date of birth
// and sees under review, then verified once the back office says so. A visitor starts a trial
// account, lands on home as a type-4 player and is refused deposit with free_reject. A friend
// registers from demo01's invite link (its ref goes upstream as the recommender). The pictures
// are real PNGs drawn by the page's own canvas: the BFF judges uploads by their bytes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { control, logIn, phonePage, shot, useApp } from '../harness.mjs';

const app = useApp();

/** A PNG of `width` x `height` in one colour, drawn by the browser. */
async function png(page, name, colour, width = 320, height = 200) {
  const dataUrl = await page.evaluate(
    ([c, w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d');
      g.fillStyle = c;
      g.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png');
    },
    [colour, width, height],
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}

test('demo01 applies to a promotion with two pictures and a comment and sees applying', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(app, page, 'demo01', 'Demo1234');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotion' }).click();
  await page.waitForURL(/\/m\/activity$/);
  const tabs = page.getByRole('group', { name: 'Promotion categories' });
  await tabs.getByRole('button', { name: 'Slots' }).click();
  const panel = page.getByRole('button', { name: /Share Your Big Win/ });
  await panel.click();
  await shot(page, 'promotions-list-en');
  await page.getByRole('link', { name: 'Apply' }).click();
  await page.waitForURL(/\/m\/activityApply\?id=3017$/);
  await page.getByLabel('Comment').fill('My ৳25,000 win on Super Ace last night');
  await page.getByLabel('Add a picture').setInputFiles([await png(page, 'win-1.png', '#0f766e'), await png(page, 'win-2.png', '#f59e0b')]);
  await page.getByRole('img', { name: 'Picture 2' }).waitFor();
  await shot(page, 'promotions-apply-en');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByRole('heading', { name: 'Application successful' }).waitFor();
  await page.getByText('Applying', { exact: true }).waitFor();
  await shot(page, 'promotions-applied-en');
  // the promotion shows applying in the list too, from the back office's own status
  await page.getByRole('link', { name: 'Back to promotions' }).click();
  await page.getByRole('group', { name: 'Promotion categories' }).getByRole('button', { name: 'Slots' }).click();
  await page.getByRole('button', { name: /Share Your Big Win.*Applying/ }).waitFor();
  await context.close();
});

test('demo01 claims a reward in the reward centre, once', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(app, page, 'demo01', 'Demo1234');
  const keys = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/claims')) keys.push(r.headers()['idempotency-key']);
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
  await page.waitForURL(/\/m\/rewardCenter$/);
  const ready = page.getByRole('region', { name: 'Ready to claim' });
  await ready.waitFor();
  await shot(page, 'rewards-en');
  const before = await page.evaluate(() => fetch('/api/v1/wallets').then((r) => r.json()));
  await ready.getByRole('button', { name: 'Claim Live Casino Weekly Cashback 3%' }).click();
  await page.getByText('৳150.00 credited to your main wallet').waitFor();
  await page.getByRole('region', { name: 'History' }).getByText('Live Casino Weekly Cashback 3%').waitFor();
  const after = await page.evaluate(() => fetch('/api/v1/wallets').then((r) => r.json()));
  assert.equal(after.main.balance, (Number(before.main.balance) + 150).toFixed(2));
  assert.equal(keys.length, 1);
  assert.match(keys[0], /^[A-Za-z0-9_-]{8,64}$/);
  await shot(page, 'rewards-claimed-en');
  await context.close();
});

test('demo01 uploads both sides of an ID and sees under review, then verified', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(app, page, 'demo01', 'Demo1234');
  await page.goto(`${app.base}/m/myAccount/index`);
  await page.getByRole('link', { name: 'Verify now' }).click();
  await page.waitForURL(/\/m\/identityVerification$/);
  const form = page.getByRole('form', { name: 'Identity verification' });
  await form.getByRole('group', { name: 'Front of the ID' }).getByLabel('Choose a picture').setInputFiles(await png(page, 'front.png', '#1d4ed8', 640, 400));
  await form.getByRole('group', { name: 'Back of the ID' }).getByLabel('Choose a picture').setInputFiles(await png(page, 'back.png', '#9333ea', 640, 400));
  await form.getByLabel('Date of birth').fill('1990-05-14');
  await shot(page, 'kyc-form-en');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByRole('heading', { name: 'Under review' }).waitFor();
  await shot(page, 'kyc-pending-en');
  await control(app, 'POST', '/__kyc/demo01/verify');
  await page.goto(`${app.base}/m/myAccount/index`);
  await page.getByText('Verified', { exact: true }).waitFor();
  await shot(page, 'my-account-en');
  await context.close();
});

test('a visitor starts a trial account and is refused deposit with free_reject', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await page.goto(`${app.base}/m/login`);
  await page.getByRole('link', { name: 'Try it free' }).click();
  await page.waitForURL(/\/m\/trail$/);
  await shot(page, 'trial-en');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await page.waitForURL(/\/m\/home$/);
  const session = await page.evaluate(() => fetch('/api/v1/session').then((r) => r.json()));
  assert.equal(session.role, 'trial');
  assert.equal(session.type, 4);
  const refused = await page.evaluate(() =>
    fetch('/api/v1/deposits', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF': '1', 'Idempotency-Key': 'trial-deposit-0001' }, body: '{"methodId":"MA-101","amount":"500"}' }).then((r) => r.json()),
  );
  assert.equal(refused.code, 'free_reject');
  await page.goto(`${app.base}/m/voucherCenter`);
  await page.getByText('This is a free trial account: deposits and withdrawals need a real account.', { exact: false }).waitFor();
  await page.getByRole('link', { name: 'Register now' }).waitFor();
  await context.close();
});

test("a friend registers from demo01's invite link; a link naming no member is refused", async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(app, page, 'demo01', 'Demo1234');
  const invitation = await page.evaluate(() => fetch('/api/v1/invitation').then((r) => r.json()));
  assert.match(invitation.url, /\/m\/register\?ref=R10086521$/);
  await context.clearCookies();

  const register = async (path, name) => {
    await page.goto(`${app.base}${path}`);
    await page.getByRole('radio', { name: 'Username' }).waitFor();
    await page.getByLabel(/^Username/).fill(name);
    await page.getByLabel(/^Password/).fill('Secret123');
    await page.getByLabel(/^Confirm password/).fill('Secret123');
    await page.getByRole('checkbox', { name: /I am over 18/ }).check();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/registrations'));
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    return (await sent).postDataJSON();
  };
  // a link whose member the back office does not know: "Referrer link error", nothing made
  const refused = await register('/m/register?ref=R999', `bad${Date.now().toString(36).slice(-6)}`);
  assert.equal(refused.referralCode, 'R999');
  await page.getByText('Referrer link error').waitFor();
  assert.match(page.url(), /\/m\/register/);
  await shot(page, 'register-referrer-invalid-en');

  // demo01's link: the registration names the referral code and a browser's channel
  const link = new URL(invitation.url);
  const body = await register(link.pathname + link.search, `fr${Date.now().toString(36).slice(-8)}`);
  assert.equal(body.referralCode, 'R10086521');
  assert.equal(body.registerMethod, 'H5');
  await page.waitForURL(/\/m\/home$/);
  const session = await page.evaluate(() => fetch('/api/v1/session').then((r) => r.json()));
  assert.equal(session.role, 'member');
  await context.close();
});

test('the member screens at phone size in both languages', async () => {
  for (const language of ['bn', 'en']) {
    const { context, page } = await phonePage(app, { language });
    await page.goto(`${app.base}/m/login`);
    // logged in through the API as the login form does (the form's labels are the language's)
    const login = await page.evaluate(() =>
      fetch('/api/v1/session', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' }, body: JSON.stringify({ method: 'username', username: 'demo01', password: 'Demo1234' }) }).then((r) => r.status),
    );
    assert.equal(login, 200);
    for (const [path, name, ready] of [
      ['/m/member/home', 'centre', '.member-grid'],
      ['/m/activity', 'activity', '.promo-panel'],
      ['/m/activityDetail?id=3006', 'activity-detail', '.promo-detail-title'],
      ['/m/rewardCenter', 'reward-centre', '.reward-totals'],
      ['/m/myAccount/index', 'my-account', '.account-rows'],
      ['/m/identityVerification', 'identity', '.kyc-card, .kyc-form'],
      ['/m/member/manualRebate', 'manual-rebate', '.rebate-table'],
      ['/m/member/benefits', 'vip', '.vip-ranks'],
      ['/m/inviteFriends', 'invite', '.invite-stats'],
      ['/m/redRain', 'red-rain', '.red-rain-next'],
      ['/m/activityApply?id=3009', 'apply-closed', '.empty-state'],
    ]) {
      await page.goto(`${app.base}${path}`);
      await page.locator(ready).first().waitFor();
      await shot(page, `member-${name}-${language}`);
    }
    await context.close();
  }
});
