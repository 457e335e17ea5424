// Social sign-in and Firebase's SMS codes against the real binary and a real identity provider:
// the Firebase Auth emulator (npm firebase-tools), which the harness starts for this file. The
// site signs in with the Firebase SDK in its own chunk; the emulator's account chooser is driven
// in its popup; the ID token goes once to the BFF, whose fixture back office verifies it against
// the demo site's project and links the identity to a member (a first sign-in registers one).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { control, phonePage, routeGoogleFrames, shot, useApp } from '../harness.mjs';

const app = useApp({ firebase: true });
const strictBase = (a) => a.base.replace('127.0.0.1', 'strict.localhost');

/** A phone page whose Google frames (Firebase's popup channel) are served offline. */
async function signInPage(language) {
  const { context, page } = await phonePage(app, { language });
  await routeGoogleFrames(context);
  const logins = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/session') logins.push(r.postDataJSON());
  });
  const chunks = [];
  // the SDK's chunk (firebase-<hash>.js), not the buttons' own (firebase-sign-in-<hash>.js)
  page.on('request', (r) => /\/assets\/firebase-(?!sign-in-)[\w-]+\.js$/.test(new URL(r.url()).pathname) && chunks.push(r.url()));
  return { context, page, logins, chunks };
}

/** In the emulator's account chooser (its popup), adds an account and signs in with it. */
async function chooseNewAccount(popup, email, name) {
  await popup.waitForLoadState('domcontentloaded');
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(name);
  await popup.locator('#sign-in').click();
}

/** Opens the provider's popup from the page's button (named button) and signs in there with a new account. */
async function signInWith(page, button, provider, email, name) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: button, exact: true }).click()]);
  assert.ok(popup.url().startsWith(`${app.firebase.url}/emulator/auth/handler?`), popup.url());
  assert.equal(new URL(popup.url()).searchParams.get('providerId'), provider);
  await chooseNewAccount(popup, email, name);
}

/**
 * Nothing a script can read holds the ID token or the Firebase user: cookies, localStorage,
 * sessionStorage, and every IndexedDB database (Firebase's app layer keeps its own, of the days
 * it was used; the user lives in memory only).
 */
async function assertTokenNowhere(page, token) {
  const uid = claimsOf(token).sub;
  const seen = await page.evaluate(async () => {
    const dump = async (name) => {
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const stores = [...db.objectStoreNames];
      const values = await Promise.all(
        stores.map(
          (store) =>
            new Promise((resolve) => {
              const all = db.transaction(store).objectStore(store).getAll();
              all.onsuccess = () => resolve({ store, rows: all.result });
            }),
        ),
      );
      db.close();
      return { name, values };
    };
    return {
      cookie: document.cookie,
      local: Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`).join('\n'),
      session: Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`).join('\n'),
      databases: await Promise.all((await indexedDB.databases()).map((d) => dump(d.name))),
    };
  });
  assert.equal(seen.cookie, '', 'the session cookie is HttpOnly');
  const stored = { localStorage: seen.local, sessionStorage: seen.session, indexedDB: JSON.stringify(seen.databases) };
  for (const [where, text] of Object.entries(stored)) {
    assert.ok(!text.includes(token), `the ID token is in ${where}`);
    assert.ok(!text.includes(uid), `the Firebase user is in ${where}`);
    assert.doesNotMatch(text, /firebase:authUser/, `Firebase's user record is in ${where}`);
  }
}

/** The claims of an ID token the emulator issued for the demo project. */
function claimsOf(token) {
  const [header, payload] = token.split('.');
  assert.equal(JSON.parse(Buffer.from(header, 'base64url')).alg, 'none', 'the emulator signs nothing');
  const claims = JSON.parse(Buffer.from(payload, 'base64url'));
  assert.equal(claims.iss, `https://securetoken.google.com/${app.firebase.project}`);
  assert.equal(claims.aud, app.firebase.project);
  return claims;
}

// First, while the white label's switches are as recorded (off): the strict site names a
// project of its own, and still shows no button, nor fetches Firebase.
test('a site whose switches are off shows no Google or Facebook button', async () => {
  const { context, page, chunks } = await signInPage('en');
  for (const path of ['/m/login', '/m/register']) {
    await page.goto(`${strictBase(app)}${path}`);
    await page.getByRole('link', { name: path === '/m/login' ? 'Sign up' : 'Log in', exact: true }).waitFor();
    for (const name of ['Google', 'Facebook']) assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, `${name} on ${path}`);
  }
  assert.deepEqual(chunks, [], 'no Firebase chunk without a button');
  await context.close();
});

test('a visitor signs in with Google through the emulator and lands logged in, with nothing of the token in storage', async () => {
  await control(app, 'POST', '/__content/switches', { name: 'GOOGLELOGIN3', on: true });
  await control(app, 'POST', '/__content/switches', { name: 'FACEBOOKLOGIN3', on: true });
  const { context, page, logins, chunks } = await signInPage('en');
  await page.goto(`${app.base}/m/register`);
  await page.getByRole('group', { name: 'Or sign up with' }).scrollIntoViewIfNeeded();
  await shot(page, 'social-register-en');
  await page.goto(`${app.base}/m/login`);
  await page.getByRole('group', { name: 'Or log in with' }).waitFor();
  await shot(page, 'social-login-en');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/session');
  await signInWith(page, 'Google', 'google.com', 'ana.rahman@example.com', 'Ana Rahman');
  const session = await (await answer).json();
  await page.waitForURL(/\/m\/home$/);
  await page.getByRole('group', { name: 'Balance' }).waitFor();

  assert.equal(new Set(chunks).size, 1, 'the Firebase chunk, once the buttons showed (once per page load)');
  assert.equal(logins.length, 1, 'one login');
  const { firebaseIdToken: token, ...rest } = logins[0];
  assert.deepEqual(rest, { method: 'firebase', firebaseChannel: 'google', rememberMe: false, as: 'member' });
  const claims = claimsOf(token);
  assert.equal(claims.firebase.sign_in_provider, 'google.com');
  assert.equal(claims.email, 'ana.rahman@example.com');
  assert.match(session.userName, /^g\d+$/, 'the identity registered a member');
  assert.ok(!JSON.stringify(session).includes(token), 'the token is not answered back');
  const cookies = await context.cookies(app.base);
  assert.ok(cookies.some((c) => c.name === 'bff_session' && c.httpOnly), 'the BFF sealed the session into its cookie');
  await assertTokenNowhere(page, token);
  const me = await (await page.request.get(`${app.base}/api/v1/me`)).json();
  assert.equal(me.account, session.userName);
  await shot(page, 'social-login-google-home-en');
  assert.deepEqual(page.problems.filter((p) => !/401|Unauthorized/.test(p)), []);
  await context.close();
});

test('a Facebook sign-in of a new identity registers a member (the registration screen, in Bengali)', async () => {
  const { context, page, logins } = await signInPage('bn');
  await page.goto(`${app.base}/m/login`);
  await page.getByRole('group', { name: 'অথবা লগইন করুন' }).waitFor();
  await shot(page, 'social-login-bn');
  await page.goto(`${app.base}/m/register`);
  await page.getByRole('group', { name: 'অথবা নিবন্ধন করুন' }).scrollIntoViewIfNeeded();
  await shot(page, 'social-register-bn');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/session');
  await signInWith(page, 'ফেসবুক', 'facebook.com', 'bo.islam@example.com', 'Bo Islam');
  const session = await (await answer).json();
  await page.waitForURL(/\/m\/home$/);
  const claims = claimsOf(logins[0].firebaseIdToken);
  assert.equal(claims.firebase.sign_in_provider, 'facebook.com');
  assert.equal(logins[0].firebaseChannel, 'facebook');
  assert.match(session.userName, /^fb\d+$/, 'a new member, registered by its first sign-in');
  assert.equal(session.role, 'member');
  const me = await (await page.request.get(`${app.base}/api/v1/me`)).json();
  assert.equal(me.account, session.userName);
  assert.equal(me.nickname, 'Bo Islam');
  await assertTokenNowhere(page, logins[0].firebaseIdToken);
  await context.close();
});

test('the SMS code of a mobile login comes from Firebase where the site chose it', async () => {
  const { context, page, logins } = await signInPage('en');
  await page.goto(`${app.base}/m/login`);
  await page.getByRole('radio', { name: 'Mobile number' }).click();
  await page.getByLabel('Mobile number', { exact: true }).fill('01712345678');
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByRole('button', { name: /^\d+ s$/ }).waitFor();
  await shot(page, 'social-login-sms-en');
  const codes = await (await fetch(`${app.firebase.url}/emulator/v1/projects/${app.firebase.project}/verificationCodes`)).json();
  const sent = codes.verificationCodes.filter((c) => c.phoneNumber === '+8801712345678').at(-1);
  assert.ok(sent, `the emulator sent a code to the number: ${JSON.stringify(codes)}`);
  await page.getByLabel('SMS code', { exact: true }).fill(sent.code);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home$/);
  await page.getByRole('group', { name: 'Balance' }).waitFor();
  const { firebaseIdToken: token, ...rest } = logins.at(-1);
  assert.deepEqual(rest, { method: 'firebase', firebaseChannel: 'sms', firebaseMobileNo: '1712345678', countryDialingCode: '880', rememberMe: false, as: 'member' });
  assert.equal(claimsOf(token).phone_number, '+8801712345678');
  const me = await (await page.request.get(`${app.base}/api/v1/me`)).json();
  assert.equal(me.account, '8801712345678', 'the member of the number Firebase checked');
  await assertTokenNowhere(page, token);
  await context.close();
});
