import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/**
 * How near the screen a picture starts loading: half a screen below it, and the next slide or page
 * of a carousel beside it.
 */
const rootMargin = '50% 0px';
const scrollMargin = '0px 100%';

let observer: IntersectionObserver | undefined;
const onNear = new Map<Element, () => void>();

function watch(element: Element, near: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onNear.get(entry.target)?.();
      }
    },
    { rootMargin, scrollMargin } as IntersectionObserverInit,
  );
  onNear.set(element, near);
  observer.observe(element);
  return () => {
    onNear.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * A picture that loads when it comes near the screen. Unlike `loading="lazy"`, which starts every
 * picture within a few thousand pixels at once, it leaves the network to the first view; and the
 * browser's own rule only counts the page's scroll, this one also a carousel's.
 */
export function LazyImage({ src, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const ref = useRef<HTMLImageElement>(null);
  // without IntersectionObserver (old browsers, jsdom) every picture loads at once
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return watch(element, () => setNear(true));
  }, [near]);
  return <img ref={ref} {...props} src={near ? src : undefined} />;
}
