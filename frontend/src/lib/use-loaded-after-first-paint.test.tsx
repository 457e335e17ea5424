import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const panel = { Panel: () => <p>panel</p> };

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

// first-paint.ts remembers the first paint for the page's life: each test starts a new page
async function freshPage() {
  vi.resetModules();
  const firstPaint = await import('./first-paint');
  const { useLoadedAfterFirstPaint } = await import('./use-loaded-after-first-paint');
  function Host({ load }: { load: () => Promise<typeof panel> }) {
    const loaded = useLoadedAfterFirstPaint(load);
    const painted = firstPaint.useFirstPaintDone();
    return (
      <>
        <p>{painted ? 'painted' : 'first view'}</p>
        {loaded ? <loaded.Panel /> : <p>skeleton</p>}
      </>
    );
  }
  return { Host, afterFirstPaint: firstPaint.afterFirstPaint };
}

describe('useLoadedAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    return () => vi.useRealTimers();
  });

  it('loads nothing until the first view has been painted, then the module', async () => {
    const { Host, afterFirstPaint } = await freshPage();
    const load = vi.fn(() => Promise.resolve(panel));
    render(<Host load={load} />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(screen.getByText('first view')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    act(() => afterFirstPaint());
    await act(() => vi.advanceTimersByTimeAsync(100)); // no requestIdleCallback in jsdom: the fallback wait
    expect(screen.getByText('painted')).toBeInTheDocument();
    expect(screen.getByText('panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the browser to be idle where it can tell', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { Host, afterFirstPaint } = await freshPage();
    render(<Host load={() => Promise.resolve(panel)} />);
    act(() => afterFirstPaint());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('first view')).toBeInTheDocument();
    act(() => idle.forEach((callback) => callback()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('panel')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('throws a failed load to the error boundary, as lazy() would', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { Host, afterFirstPaint } = await freshPage();
    render(
      <Boundary>
        <Host load={() => Promise.reject(new Error('chunk gone'))} />
      </Boundary>,
    );
    act(() => afterFirstPaint());
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('failed: chunk gone')).toBeInTheDocument();
    reported.mockRestore();
  });
});
