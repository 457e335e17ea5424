import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { mediaHandler } from './media';
import { browserScenario, scenarioFromLocation } from './scenario';
import { restoreMockSession } from './session';

/** `npm run dev`: the goldens answer /api in the browser, no BFF needed. */
export async function startMocks(): Promise<void> {
  const scenario = scenarioFromLocation();
  restoreMockSession();
  const worker = setupWorker(...createHandlers(browserScenario), mediaHandler);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  console.info(
    `[mocks] scenario ${scenario} (?mock=normal|maintenance|region|failing-section|<golden name>)`,
  );
}
