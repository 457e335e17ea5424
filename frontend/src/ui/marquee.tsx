import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useReducedMotion } from './motion';
import { onFirstPaintDone } from '../lib/first-paint';
import './marquee.css';

/** Announcement speed of the product: 30 px per second. */
export const marqueeSpeed = 30;

/**
 * Content that scrolls from right to left at a fixed speed, pausing under a finger, the pointer
 * or keyboard focus. Under reduced motion it stands still and scrolls by hand. It measures itself
 * once the first view has been painted, when the layout is done: measuring in the first commit
 * would force a layout of the whole page inside it.
 */
export function Marquee({ children, speed = marqueeSpeed, label }: { children: ReactNode; speed?: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ box: 0, track: 0 });
  const reduced = useReducedMotion();

  useEffect(() => {
    let ro: ResizeObserver | undefined;
    const stopWaiting = onFirstPaintDone(() => {
      const measure = () => setSize({ box: box.current?.clientWidth ?? 0, track: track.current?.scrollWidth ?? 0 });
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      ro = new ResizeObserver(measure);
      if (box.current) ro.observe(box.current);
      if (track.current) ro.observe(track.current);
    });
    return () => {
      stopWaiting();
      ro?.disconnect();
    };
  }, []);

  const moving = !reduced && size.track > 0 && size.box > 0;
  const style = moving
    ? ({
        '--marquee-from': `${size.box}px`,
        '--marquee-to': `${-size.track}px`,
        '--marquee-duration': `${(size.box + size.track) / speed}s`,
      } as CSSProperties)
    : undefined;
  return (
    <div className={`marquee${moving ? ' marquee-moving' : ''}`} ref={box} role="region" aria-label={label}>
      <div className="marquee-track" ref={track} style={style}>
        {children}
      </div>
    </div>
  );
}
