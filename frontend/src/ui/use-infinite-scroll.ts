import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../lib/after-paint';

/** Infinite scroll fires within this distance of the bottom ... */
export const infiniteScrollMarginPx = 300;
/** ... and at most once in this time. */
export const infiniteScrollThrottleMs = 1000;

/**
 * Calls `onMore` when the returned sentinel comes within 300 px of the viewport's bottom, at most
 * once a second, while `enabled` (more to load and nothing loading). A sentinel still in view
 * after a page arrives asks again once the second is over.
 */
export function useInfiniteScroll(onMore: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const visible = useRef(false);
  const last = useRef(0);
  const latest = useRef({ onMore, enabled });
  const check = useRef<() => void>(() => {});
  useEffect(() => {
    latest.current = { onMore, enabled };
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let timer = 0;
    // top: where the observer last saw the sentinel; without it (a page just arrived, a wait is
    // over) the layout may have moved it since, so it is measured, once nothing else says no
    const fire = (top?: number) => {
      window.clearTimeout(timer);
      if (!visible.current || !latest.current.enabled) return;
      const near = (top ?? el.getBoundingClientRect().top) - window.innerHeight <= infiniteScrollMarginPx;
      if (!near) return;
      const wait = last.current + infiniteScrollThrottleMs - Date.now();
      if (wait > 0) {
        timer = window.setTimeout(() => fire(), wait);
        return;
      }
      last.current = Date.now();
      latest.current.onMore();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.at(-1); // the latest of the changes reported together
        if (!seen) return;
        visible.current = seen.isIntersecting;
        fire(seen.boundingClientRect.top);
      },
      { rootMargin: `0px 0px ${infiniteScrollMarginPx}px 0px` },
    );
    observer.observe(el);
    check.current = () => fire();
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);

  // When loading ends (or more becomes possible) with the sentinel still in view, ask again: after
  // the new page has been laid out and painted, so that measuring the sentinel forces no layout.
  useEffect(() => {
    if (enabled) return afterNextPaint(() => check.current());
  }, [enabled]);

  return sentinel;
}
