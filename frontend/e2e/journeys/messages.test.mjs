// Messages and service against the real binary on fixtures: a visitor taps the notice
// bar and is asked to log in, demo01 lands on that announcement and its badge drops; demo01 reads
// and deletes inbox messages, one and several; live chat lands on the chat's address; the home
// popups show once; the help centre and the customer-service widget. Each screen is shot at
// 390x844 in Bengali and English.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { phonePage, shot, submitLogin, useApp } from '../harness.mjs';

const app = useApp();

/** The message centre's badge of a row ('Announcements', 'Messages', 'Live chat'), or null when none shows. */
async function badge(page, row) {
  const found = page.locator('.message-centre-list').getByLabel(new RegExp(`^${row}: `));
  return (await found.count()) === 0 ? null : found.textContent();
}

test('a visitor taps the notice bar, logs in as demo01, lands on that announcement, and its badge drops', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  // the marquee holds still under reduced motion, so that its item can be tapped
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${app.base}/m/home`);
  const bar = page.getByRole('region', { name: 'Announcements' });
  await bar.getByRole('button', { name: 'Keep your account safe' }).first().click();
  await page.waitForURL(/\/m\/login$/);
  await submitLogin(page, 'demo01', 'Demo1234');
  await page.waitForURL(/\/m\/notice\?id=2001$/);
  const item = page.locator('#notice-2001');
  await item.locator('#notice-body-2001').waitFor();
  assert.match(await item.textContent(), /Our staff will never ask for your password/);
  await shot(page, 'messages-notice-en');
  await page.goto(`${app.base}/m/message`);
  await page.getByRole('button', { name: /Live chat/ }).waitFor();
  // each row's badge comes with its own answer (a count kept from before the read may show first):
  // three unread announcements less the one read, and two inbox messages
  const list = page.locator('.message-centre-list');
  await list.getByLabel('Announcements: 2', { exact: true }).waitFor();
  await list.getByLabel('Inbox: 2', { exact: true }).waitFor();
  assert.equal(await badge(page, 'Announcements'), '2');
  assert.equal(await badge(page, 'Inbox'), '2');
  await shot(page, 'messages-centre-en');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('demo01 reads a message, deletes one, then several, in Bengali', async () => {
  const { context, page } = await phonePage(app, { language: 'bn' });
  await page.goto(`${app.base}/m/login`);
  await page.getByLabel('ইউজারনেম').fill('demo01');
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'লগইন', exact: true }).click();
  await page.waitForURL(/\/m\/home$/);
  await page.goto(`${app.base}/m/webEmail`);
  const list = page.locator('.inbox-list');
  await list.locator('li').first().waitFor();
  const before = await list.locator('li').count();
  assert.ok(before >= 3, `three messages or more, found ${before}`);
  const unreadBefore = await list.locator('.inbox-unread').count();
  assert.ok(unreadBefore >= 1, 'an unread message');
  await shot(page, 'messages-inbox-bn');

  // open the newest unread message: it is read
  const first = list.locator('.inbox-unread').first();
  const title = (await first.locator('.inbox-title').textContent()).replace(/^নতুন/, '');
  await first.locator('.inbox-open').click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await shot(page, 'messages-inbox-read-bn');
  // delete it from its dialog
  await dialog.getByRole('button', { name: 'মুছুন' }).click();
  const confirm = page.getByRole('dialog', { name: 'বার্তা মুছুন' });
  await confirm.getByRole('button', { name: 'মুছুন' }).click();
  await page.getByText('বার্তা মুছে ফেলা হয়েছে').waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('.inbox-list li').length === n, before - 1);

  // delete two at once
  const boxes = list.locator('.inbox-pick');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: /বাছাই করাগুলো মুছুন/ }).click();
  await page.getByRole('dialog', { name: 'বার্তা মুছুন' }).getByRole('button', { name: 'মুছুন' }).click();
  await page.waitForFunction((n) => document.querySelectorAll('.inbox-list li').length === n || (n === 0 && document.querySelector('.empty-state')), before - 3);

  // after a reload the server agrees
  await page.reload();
  await page.waitForFunction(() => document.querySelector('.inbox-list li, .empty-state') !== null);
  assert.equal(await page.locator('.inbox-list li').count(), before - 3);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('live chat from the message centre lands on the chat address after the loading toast', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await page.goto(`${app.base}/m/login`);
  await submitLogin(page, 'demo01', 'Demo1234');
  await page.waitForURL(/\/m\/home$/);
  await page.goto(`${app.base}/m/message`);
  await page.getByRole('button', { name: /Live chat/ }).click();
  await page.getByText('Please wait…').waitFor();
  // the chat's address is a page of the fixture upstream (/chat/{id}) in the player's language;
  // the context is closed once the chat has loaded (its heading drawn)
  assert.ok(app.upstream, 'bff serve printed its fixture upstream');
  const chat = (u) => u.href.startsWith(`${app.upstream}/chat/`) && u.searchParams.get('lang') === 'en';
  await page.waitForURL(chat);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await context.close();
});

test('a free account is refused live chat (free_reject)', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await page.goto(`${app.base}/m/login`);
  await submitLogin(page, 'free01', 'Free1234');
  await page.waitForURL(/\/m\/(home|member\/home)$/);
  await page.goto(`${app.base}/m/message`);
  await page.getByRole('button', { name: /Live chat/ }).click();
  await page.getByText('Please log in with a real account to use this').waitFor();
  assert.match(page.url(), /\/m\/message$/);
  await context.close();
});

test('the first popup shows once, one after the other; the widget offers the contacts', async () => {
  for (const language of ['en', 'bn']) {
    const { context, page } = await phonePage(app, { language, popups: true });
    await page.goto(`${app.base}/m/home`);
    const first = page.getByRole('dialog').filter({ has: page.locator('.popup-picture') });
    await first.waitFor();
    await shot(page, `messages-popup-${language}`);
    await first.getByRole('button', { name: language === 'en' ? 'Next' : 'পরবর্তী' }).click();
    await page.getByRole('dialog').getByText(language === 'en' ? '2 of 2' : '২টির মধ্যে ২').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: language === 'en' ? 'Close' : 'বন্ধ করুন' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: language === 'en' ? 'Customer service' : 'গ্রাহক সেবা' }).click();
    const panel = page.getByRole('dialog', { name: language === 'en' ? 'How can we help?' : 'আমরা কীভাবে সাহায্য করতে পারি?' });
    await panel.waitFor();
    // home's popups decided: the shell marks them drawn once their queue is taken, with its first popup
    await page.locator('html[data-drawn~="popups"]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('.popup-picture').count(), 0, 'no popup the second time');
    await shot(page, `messages-widget-${language}`);
    await context.close();
  }
});

test('the help centre, its terms and the message centre in both languages', async () => {
  for (const language of ['en', 'bn']) {
    const { context, page } = await phonePage(app, { language });
    await page.goto(`${app.base}/m/help?tag=terms`);
    await page.locator('#help-title').waitFor();
    assert.equal(await page.locator('#help-title').textContent(), language === 'en' ? 'Terms of use' : 'ব্যবহারের শর্তাবলি');
    await shot(page, `messages-help-${language}`);
    await page.getByRole('button', { name: language === 'en' ? 'Send us your feedback' : 'আপনার মতামত পাঠান' }).click();
    await shot(page, `messages-feedback-${language}`);
    await page.goto(`${app.base}/m/message`);
    await page.locator('.message-centre-list').waitFor();
    await shot(page, `messages-centre-visitor-${language}`);
    await page.goto(`${app.base}/m/login`);
    await page.getByRole('button', { name: language === 'en' ? 'Log in' : 'লগইন', exact: true }).waitFor();
    if (language === 'en') await submitLogin(page, 'demo01', 'Demo1234');
    else {
      await page.getByLabel('ইউজারনেম').fill('demo01');
      await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Demo1234');
      await page.getByRole('button', { name: 'লগইন', exact: true }).click();
    }
    await page.waitForURL(/\/m\/home$/);
    await page.goto(`${app.base}/m/notice`);
    await page.locator('.notice').first().waitFor();
    await shot(page, `messages-notices-${language}`);
    const counts = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/me/unread-counts');
    await page.goto(`${app.base}/m/message`);
    await page.locator('.message-centre-list').waitFor();
    // the member's badges: one for each count of the unread counts' answer above nought
    const unread = await (await counts).json();
    const badges = [unread.announcements, unread.inbox, unread.chat].filter((n) => n > 0).length;
    await page.waitForFunction((n) => document.querySelectorAll('.message-centre-list .badge').length === n, badges);
    await shot(page, `messages-centre-member-${language}`);
    await page.goto(`${app.base}/m/webEmail`);
    await page.locator('.inbox, .empty-state').first().waitFor();
    await shot(page, `messages-inbox-${language}`);
    await context.close();
  }
});
