import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n } from '../i18n/i18n';
import { server, setScenario } from '../mocks/server';
import { resetGameCentreMocks } from '../mocks/game-centre';
import { resetMoneyMocks } from '../mocks/money';
import { resetAgentMocks } from '../mocks/agent';
import { resetPromotionsMocks } from '../mocks/promotions';
import { resetMessagesMocks } from '../mocks/messages';
import { resetProtectionMocks } from '../mocks/protection';
import { setSignedIn } from '../mocks/signed-in';
import { mockSession } from '../mocks/session';
import { installMatchMedia } from './match-media';
import { goldenBody } from '../mocks/goldens';
import type { Session } from '../api/types';
import { ageConfirmedKey } from '../app/shell/age-confirmation';
import { realityCheckKey } from '../app/shell/reality-check';

// A test's waits (findBy*, waitFor) may last as long as the test itself (its limit: testTimeout in
// vite.config.ts, or its own): a wait ends as soon as what it waits for is there, so the limit
// costs a quick page nothing, and a page a busy machine makes slow fails only when the test's time
// is out, never a step before it. Slow it can be: `make test` runs the Go tests beside these, and
// a lazy chunk is compiled on its first use (the first test of a file compiles its page's chunks:
// with the CPU held by hogs, the lobby's heading came 17 to 30 s after its render, not 1 s).
beforeEach(({ task }) => {
  configure({ asyncUtilTimeout: task.timeout });
});

// By default: no reduced motion, not an installed web app, light scheme.
installMatchMedia(() => false);
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// As the journeys' harness does: the age gate answered (21, the strictest age), and the reality
// checks of the goldens' login (days before the tests run, so one is always due) answered for
// good. A test meeting either removes its key.
const goldenLogin = (goldenBody('session-member') as Session).loginAt;
beforeEach(() => {
  localStorage.setItem(ageConfirmedKey, '21');
  localStorage.setItem(realityCheckKey, JSON.stringify({ login: Date.parse(goldenLogin ?? ''), at: Number.MAX_SAFE_INTEGER }));
});
afterEach(async ({ task }) => {
  // The runner's limit ends a test before its last wait does, without the page the wait's own
  // failure would have shown: show it here, before it is taken down.
  if (task.result?.errors?.some((e) => /timed out/i.test(e.message))) console.error(`The page when the test timed out:\n${prettyDOM(document.body)}`);
  cleanup();
  server.resetHandlers();
  setScenario('normal');
  setSignedIn(null);
  mockSession.reset();
  resetGameCentreMocks();
  resetMoneyMocks();
  resetAgentMocks();
  resetPromotionsMocks();
  resetMessagesMocks();
  resetProtectionMocks();
  localStorage.clear();
  sessionStorage.clear();
  installMatchMedia(() => false);
  await i18n.changeLanguage('bn');
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
