import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../test/intersection-observer';

describe('LazyImage', () => {
  // lazy-image.ts keeps one observer for the page's life: each test starts a new page
  const freshPage = async () => {
    vi.resetModules();
    return (await import('./lazy-image')).LazyImage;
  };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the picture only when it comes near the screen, a carousel slide included', async () => {
    const io = installIntersectionObserver();
    const LazyImage = await freshPage();
    render(
      <>
        <LazyImage src="/media/a.jpg" alt="a" />
        <LazyImage src="/media/b.jpg" alt="b" />
      </>,
    );
    const [a, b] = [screen.getByAltText('a'), screen.getByAltText('b')];
    expect(a).not.toHaveAttribute('src');
    expect(b).not.toHaveAttribute('src');
    expect(io.observers).toHaveLength(1); // one observer for every picture
    expect(io.observers[0]?.options).toMatchObject({ rootMargin: '50% 0px', scrollMargin: '0px 100%' });

    await io.comeNear(b);
    expect(b).toHaveAttribute('src', '/media/b.jpg');
    expect(a).not.toHaveAttribute('src');
    expect(io.observers[0]?.targets).toEqual([a]); // loaded: no longer watched
  });

  it('starts a screenful of pictures a few at a time, each few in a task of its own', async () => {
    const io = installIntersectionObserver();
    const LazyImage = await freshPage();
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    render(
      <>
        {names.map((n) => (
          <LazyImage key={n} src={`/media/${n}.jpg`} alt={n} />
        ))}
      </>,
    );
    const images = names.map((n) => screen.getByAltText(n));
    io.setVisible(true);
    expect(images.filter((i) => i.hasAttribute('src'))).toEqual(images.slice(0, 3)); // three a task
    await waitFor(() => expect(images.every((i) => i.hasAttribute('src'))).toBe(true));
    expect(images.map((i) => i.getAttribute('src'))).toEqual(names.map((n) => `/media/${n}.jpg`));
    expect(io.observers[0]?.targets).toEqual([]);
  });

  it('loads the new picture when its address changes', async () => {
    const io = installIntersectionObserver();
    const LazyImage = await freshPage();
    const { rerender } = render(<LazyImage src="/media/a.jpg" alt="a" />);
    const image = screen.getByAltText('a');
    await io.comeNear(image);
    expect(image).toHaveAttribute('src', '/media/a.jpg');
    rerender(<LazyImage src="/media/b.jpg" alt="a" />);
    await io.comeNear(image);
    expect(image).toHaveAttribute('src', '/media/b.jpg');
  });

  it('stops watching a picture that leaves the page', async () => {
    const io = installIntersectionObserver();
    const LazyImage = await freshPage();
    const { unmount } = render(<LazyImage src="/media/a.jpg" alt="a" />);
    expect(io.observers[0]?.targets).toHaveLength(1);
    unmount();
    expect(io.observers[0]?.targets).toHaveLength(0);
  });

  it('loads at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const LazyImage = await freshPage();
    render(<LazyImage src="/media/a.jpg" alt="a" />);
    expect(screen.getByAltText('a')).toHaveAttribute('src', '/media/a.jpg');
  });
});
