import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installIntersectionObserver } from '../test/intersection-observer';
import { useNearScreen } from './near-screen';

function Block() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  return <div ref={ref}>{near ? 'drawn' : 'place'}</div>;
}

const original = window.IntersectionObserver;

describe('useNearScreen', () => {
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('is true at once where there is no IntersectionObserver', () => {
    // @ts-expect-error jsdom's own window has none; a test may have installed one
    delete window.IntersectionObserver;
    render(<Block />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('waits for the block to come onto the screen, then stays true and stops watching', async () => {
    const io = installIntersectionObserver();
    render(<Block />);
    const block = screen.getByText('place');
    io.setVisible(false);
    expect(screen.getByText('place')).toBeInTheDocument();
    await io.comeNear(block);
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(io.observers.every((o) => o.targets.length === 0)).toBe(true);
  });
});
