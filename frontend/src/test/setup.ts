import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
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

// Lazy chunks are compiled on first use (the download dialogs on the tap that opens them), and
// `make test` runs the Go tests beside these, which makes a step three times slower than on a
// quiet machine: give them time (a wait ends as soon as what it waits for is there).
configure({ asyncUtilTimeout: 20_000 });

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
afterEach(async () => {
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
