import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import type { Scenario } from './scenario';

let scenario: Scenario = 'normal';

/** Tests pick a scenario the way `?mock=` does in the browser. */
export function setScenario(next: Scenario): void {
  scenario = next;
}

export const server = setupServer(...createHandlers(() => scenario));
