import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
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

  it('draws a toast and starts its time then, on a thread too busy to draw it sooner', async () => {
    // React draws an update made outside its events when the thread is free, as a browser does
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let show: (text: string, kind: ToastKind) => number = () => 0;
      function Grab() {
        const toast = useToast();
        useEffect(() => {
          show = toast.show;
        }, [toast]);
        return null;
      }
      render(
        <ToastProvider>
          <Grab />
        </ToastProvider>,
      );
      show('Copy successful', 'info');
      // the thread is taken for longer than the toast's time before React may draw it
      const free = Date.now() + toastDurations.info + 100;
      while (Date.now() < free) {
        /* busy */
      }
      expect(await screen.findByText('Copy successful')).toBeInTheDocument();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('uses the spec durations', () => {
    expect(toastDurations).toEqual({ default: 1500, short: 3000, long: 8000, info: 2000, loading: 9_999_000 });
  });
});
