import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Watched = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Set<Element> };

// A stand-in for the browser's observer: the test says which pictures came near the screen.
function fakeObserver() {
  const watched: Watched[] = [];
  class FakeIntersectionObserver {
    private readonly entry: Watched;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: new Set() };
      watched.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const comeNear = (target: Element) =>
    act(() => {
      for (const w of watched) {
        if (w.targets.has(target)) w.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { watched, comeNear };
}

describe('LazyImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('loads the picture only when it comes near the screen, a carousel slide included', async () => {
    const { watched, comeNear } = fakeObserver();
    const { LazyImage } = await import('./lazy-image');
    render(
      <>
        <LazyImage src="/media/a.jpg" alt="a" />
        <LazyImage src="/media/b.jpg" alt="b" />
      </>,
    );
    const [a, b] = [screen.getByAltText('a'), screen.getByAltText('b')];
    expect(a).not.toHaveAttribute('src');
    expect(b).not.toHaveAttribute('src');
    expect(watched).toHaveLength(1); // one observer for every picture
    expect(watched[0]?.options).toMatchObject({ rootMargin: '50% 0px', scrollMargin: '0px 100%' });

    comeNear(b);
    expect(b).toHaveAttribute('src', '/media/b.jpg');
    expect(a).not.toHaveAttribute('src');
    expect(watched[0]?.targets.has(b)).toBe(false); // loaded: no longer watched
  });

  it('stops watching a picture that leaves the page', async () => {
    const { watched } = fakeObserver();
    const { LazyImage } = await import('./lazy-image');
    const { unmount } = render(<LazyImage src="/media/a.jpg" alt="a" />);
    expect(watched[0]?.targets.size).toBe(1);
    unmount();
    expect(watched[0]?.targets.size).toBe(0);
  });

  it('loads at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { LazyImage } = await import('./lazy-image');
    render(<LazyImage src="/media/a.jpg" alt="a" />);
    expect(screen.getByAltText('a')).toHaveAttribute('src', '/media/a.jpg');
  });
});
