import { useEffect, useRef, type ImgHTMLAttributes } from 'react';

/**
 * How near the screen a picture starts loading: half a screen below it, and the next slide or page
 * of a carousel beside it.
 */
const rootMargin = '50% 0px';
const scrollMargin = '0px 100%';

/**
 * How many pictures start loading in one task. Each start costs the browser a few milliseconds
 * (the request, the cache, the policy checks): a screenful of tiles at once made one long task as
 * the first view settled.
 */
const startsPerTask = 3;

let observer: IntersectionObserver | undefined;
/** Pictures near the screen, in the order they came, waiting for their turn to load. */
const due: HTMLImageElement[] = [];

function startDue(): void {
  for (const image of due.splice(0, startsPerTask)) if (image.dataset.src) image.src = image.dataset.src;
  if (due.length > 0) setTimeout(startDue);
}

function watch(image: HTMLImageElement): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        due.push(entry.target as HTMLImageElement);
      }
      startDue();
    },
    { rootMargin, scrollMargin } as IntersectionObserverInit,
  );
  observer.observe(image);
  return () => observer?.unobserve(image);
}

/**
 * A picture that loads when it comes near the screen. Unlike `loading="lazy"`, which starts every
 * picture within a few thousand pixels at once, it leaves the network to the first view; and the
 * browser's own rule only counts the page's scroll, this one also a carousel's. Its address waits
 * in `data-src`, and is set without a render: pictures coming near the screen load without a render
 * of their tiles.
 */
export function LazyImage({ src, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    if (typeof IntersectionObserver === 'function') return watch(image);
    // without IntersectionObserver (old browsers, jsdom) every picture loads at once
    image.src = src;
  }, [src]);
  return <img ref={ref} {...props} data-src={src} />;
}
