import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { loadAllStrings } from '../i18n/i18n';
import { useSend } from './use-send';

/** A send that waits for the test to answer it. */
function pending() {
  let settle!: { ok: () => void; fail: (err: unknown) => void };
  const done = new Promise<void>((ok, fail) => (settle = { ok, fail }));
  return { work: () => done, settle };
}

describe('useSend', () => {
  // the refusals' words, in Bengali (the default language)
  beforeAll(() => loadAllStrings());

  it('is busy while the send runs and idle after a success', async () => {
    const { result } = renderHook(() => useSend());
    const { work, settle } = pending();
    let sent!: Promise<void>;
    act(() => void (sent = result.current.send(work)));
    expect(result.current.busy).toBe(true);
    await act(async () => {
      settle.ok();
      await sent;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it('stays busy after a success that takes the form away', async () => {
    const { result } = renderHook(() => useSend());
    await act(() => result.current.send(() => Promise.resolve(), { away: true }));
    expect(result.current.busy).toBe(true);
  });

  it("says a refusal over the form, in the refusal's own words", async () => {
    const { result } = renderHook(() => useSend());
    await act(() => result.current.send(() => Promise.reject(new ApiError(400, 'insufficient_funds', '')), { away: true }));
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBe('পর্যাপ্ত ব্যালেন্স নেই');
  });

  it('says nothing over the form when refused shows the refusal itself', async () => {
    const { result } = renderHook(() => useSend());
    const seen: unknown[] = [];
    const refusal = new ApiError(400, 'validation_failed', '', [{ name: 'amount', code: 'out_of_range' }]);
    await act(() =>
      result.current.send(() => Promise.reject(refusal), {
        refused: (err) => {
          seen.push(err);
          return true;
        },
      }),
    );
    expect(seen).toEqual([refusal]);
    expect(result.current.failure).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('sends nothing when the check fails, and clears the last failure', async () => {
    const { result } = renderHook(() => useSend());
    await act(() => result.current.send(() => Promise.reject(new Error('down'))));
    expect(result.current.failure).toBe('অজানা ত্রুটি');
    let sent = false;
    await act(() =>
      result.current.send(
        () => {
          sent = true;
          return Promise.resolve();
        },
        { check: () => false },
      ),
    );
    expect(sent).toBe(false);
    expect(result.current.failure).toBeNull();
    expect(result.current.busy).toBe(false);
  });
});
