import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { i18n } from '../i18n/i18n';
import { server, setScenario } from '../mocks/server';
import { resetGameCentreMocks } from '../mocks/game-centre';
import { resetMoneyMocks } from '../mocks/money';
import { resetAgentMocks } from '../mocks/agent';
import { resetPromotionsMocks } from '../mocks/promotions';
import { resetMessagesMocks } from '../mocks/messages';
import { setSignedIn } from '../mocks/signed-in';
import { mockSession } from '../mocks/session';
import { installMatchMedia } from './match-media';

// Lazy route chunks are compiled on first use: give them time.
configure({ asyncUtilTimeout: 4000 });

// By default: no reduced motion, not an installed web app, light scheme.
installMatchMedia(() => false);
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
  localStorage.clear();
  sessionStorage.clear();
  installMatchMedia(() => false);
  await i18n.changeLanguage('bn');
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
