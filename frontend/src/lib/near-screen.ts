import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref`'s element has come onto the screen (or within `rootMargin` of it), and from then
 * on. A block below the first view waits for it: what no player has scrolled to is neither rendered
 * nor laid out while the page loads. Without IntersectionObserver (old browsers, jsdom) it is true
 * at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
