// The scripted scenarios of testdata/scenarios, against the msw mocks: each step's status,
// problem code and answer's shape must be what the real BFF over the fake upstream answered
// (bff/scenarios_test.go records them). Where they part, the mocks are wrong, never the table.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockSession } from './session';

type Step = {
  note?: string;
  /** visitor, or the demo account signed in */
  as: string;
  /** another session of the same account: the mocks keep one, so it is signed in the same */
  session?: string;
  method: string;
  path: string;
  key?: string;
  body?: unknown;
  status: number;
  code?: string;
  shape: unknown;
};
type Scenario = { name: string; description: string; steps: Step[] };

const files = import.meta.glob<Scenario[]>('../../../testdata/scenarios/*.json', { eager: true, import: 'default' });

/** A JSON value's field names and types, recursively; an array by its first element (bff/bfftest/scenarios.go's ShapeOf). */
function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, shapeOf(v)]));
  return typeof value;
}

async function send(step: Step): Promise<{ status: number; code: string | undefined; shape: unknown }> {
  if (step.as === 'visitor') mockSession.signOut();
  else mockSession.signIn(step.as);
  const headers: Record<string, string> = { 'X-CSRF': '1' };
  if (step.body !== undefined) headers['Content-Type'] = 'application/json';
  if (step.key) headers['Idempotency-Key'] = step.key;
  const response = await fetch(new URL(step.path, window.location.origin), {
    method: step.method,
    headers,
    body: step.body === undefined ? undefined : JSON.stringify(step.body),
  });
  const text = await response.text();
  const body = text === '' ? null : (JSON.parse(text) as unknown);
  const code = response.status >= 400 && body !== null && typeof body === 'object' ? (body as { code?: string }).code : undefined;
  return { status: response.status, code, shape: text === '' ? null : shapeOf(body) };
}

describe('the mocks answer the scripted scenarios as the BFF does', () => {
  beforeEach(() => {
    // the BFF's scenarios run on the fake upstream's clock at 2026-11-22 12:00 UTC
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const [file, scenarios] of Object.entries(files)) {
    describe(file.split('/').pop() ?? file, () => {
      for (const scenario of scenarios) {
        it(scenario.name, async () => {
          for (const [i, step] of scenario.steps.entries()) {
            const got = await send(step);
            const where = `step ${i + 1}: ${step.method} ${step.path} as ${step.as}${step.note ? ` (${step.note})` : ''}`;
            expect({ where, status: got.status, code: got.code }).toEqual({ where, status: step.status, code: step.code });
            expect({ where, shape: got.shape }).toEqual({ where, shape: step.shape });
          }
        });
      }
    });
  }
});
