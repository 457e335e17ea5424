import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useInterval, useReducedMotion } from './motion';
import './carousel.css';

export type CarouselProps = {
  slides: ReactNode[];
  label: string;
  slideLabel: (n: number, total: number) => string;
  autoplayMs?: number;
  transitionMs?: number;
  spacing?: number;
};

const swipeMin = 40;

/**
 * Slides one at a time, autoplaying and looping when there is more than one slide. A copy of the
 * first slide after the last makes the loop seamless. Under reduced motion it neither plays nor
 * animates; a swipe still moves it.
 */
export function Carousel({ slides, label, slideLabel, autoplayMs = 5000, transitionMs = 1000, spacing = 20 }: CarouselProps) {
  const count = slides.length;
  const loop = count > 1;
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const touchX = useRef<number | null>(null);

  const go = useCallback(
    (next: number) => {
      if (!loop) return;
      setAnimate(!reduced);
      setIndex(reduced ? (next + count) % count : Math.max(0, Math.min(next, count)));
    },
    [loop, reduced, count],
  );

  // After sliding onto the copy of the first slide, jump back to the real one without animation.
  useEffect(() => {
    if (index !== count || !loop) return;
    const id = window.setTimeout(() => {
      setAnimate(false);
      setIndex(0);
    }, transitionMs);
    return () => window.clearTimeout(id);
  }, [index, count, loop, transitionMs]);

  useInterval(() => go(index + 1), loop && !reduced && !paused ? autoplayMs : null);

  const shown = index % Math.max(count, 1);
  const all = loop ? [...slides, slides[0]] : slides;
  const trackStyle: CSSProperties = {
    gap: spacing,
    transform: `translate3d(calc(${-index} * (100% + ${spacing}px)), 0, 0)`,
    transition: animate && !reduced ? `transform ${transitionMs}ms ease` : 'none',
  };
  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
        setPaused(true);
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        setPaused(false);
        if (start === null || end === undefined) return;
        if (start - end > swipeMin) go(index >= count ? 1 : index + 1);
        else if (end - start > swipeMin) go(index <= 0 ? count - 1 : index - 1);
      }}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel-track" style={trackStyle}>
        {all.map((slide, i) => {
          const real = i % count;
          const hidden = i !== index;
          return (
            <div
              key={i}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(real + 1, count)}
              aria-hidden={hidden || undefined}
              inert={hidden}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="carousel-dots" aria-hidden="true">
          {slides.map((_, i) => (
            <span key={i} className={i === shown ? 'dot dot-on' : 'dot'} />
          ))}
        </div>
      )}
    </div>
  );
}
