import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import './pager.css';

/** Splits a list into pages of `size`. */
export function paginate<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/**
 * `paginate` kept across renders while `items` stays the same list: a memoised page (GameGrid)
 * then skips the renders of the page around it.
 */
export function usePages<T>(items: T[], size: number): T[][] {
  return useMemo(() => paginate(items, size), [items, size]);
}

/**
 * Pages side by side that a finger swipes through (CSS scroll snap). The dots under it say how
 * many pages there are; their row is always there, so one page or many take the same height.
 * Pages after the first are drawn just after it, in a render of their own: the first view's
 * render and layout do not wait on pages off to the side.
 */
export function Pager({ pages, label, pageLabel, className }: {
  pages: ReactNode[];
  label: string;
  pageLabel: (n: number, total: number) => string;
  className?: string;
}) {
  const [current, setCurrent] = useState(0);
  const [drawAll, setDrawAll] = useState(false);
  useEffect(() => startTransition(() => setDrawAll(true)), []);
  return (
    <div className={`pager-wrap${className ? ` ${className}` : ''}`}>
      <div
        className="pager"
        role="group"
        aria-label={label}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
        }}
      >
        {pages.map((page, i) => (
          <div key={i} className="pager-page" role="group" aria-label={pageLabel(i + 1, pages.length)}>
            {drawAll || i === 0 ? page : null}
          </div>
        ))}
      </div>
      <div className="pager-dots" aria-hidden="true">
        {pages.length > 1 && pages.map((_, i) => <span key={i} className={i === current ? 'dot dot-on' : 'dot'} />)}
      </div>
    </div>
  );
}
