import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastDurations, ToastProvider, useToast, type ToastKind } from './toast';

function Show({ kind }: { kind: ToastKind }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(`a ${kind} toast`, kind)}>
      show
    </button>
  );
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it.each(Object.entries(toastDurations) as [ToastKind, number][])('a %s toast stays %i ms', (kind, ms) => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Show kind={kind} />
      </ToastProvider>,
    );
    act(() => {
      screen.getByRole('button').click();
    });
    act(() => {
      vi.advanceTimersByTime(ms - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent(`a ${kind} toast`);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('uses the spec durations', () => {
    expect(toastDurations).toEqual({ default: 1500, short: 3000, long: 8000, info: 2000, loading: 9_999_000 });
  });
});
