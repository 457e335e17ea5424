/**
 * Mock scenarios: `?mock=maintenance|region|failing-section` (kept in sessionStorage for the tab),
 * or `?mock=<golden name>` to serve any golden on its path (e.g. `site-unavailable`);
 * `?mock=normal` resets.
 */
export type Scenario = string;

const storageKey = 'mock';

/** The named scenarios and the golden each one serves in place of the plain answer. */
export const scenarioGoldens: Record<string, string> = {
  maintenance: 'site-maintenance',
  region: 'site-region-restricted',
  'failing-section': 'home-winners-unavailable',
};

export function forcedGolden(scenario: Scenario): string | undefined {
  if (scenario === 'normal' || scenario === '') return undefined;
  return scenarioGoldens[scenario] ?? scenario;
}

/** Reads `?mock=` once at start and keeps it in sessionStorage. */
export function scenarioFromLocation(): Scenario {
  const asked = new URLSearchParams(window.location.search).get('mock');
  if (asked !== null) sessionStorage.setItem(storageKey, asked || 'normal');
  return browserScenario();
}

export function browserScenario(): Scenario {
  return sessionStorage.getItem(storageKey) ?? 'normal';
}
