import { act, waitFor } from '@testing-library/react';

type Entry = { isIntersecting: boolean; target: Element; boundingClientRect: DOMRectReadOnly };
type Callback = (entries: Entry[]) => void;

/** What a real observer reports of a target: whether it is near, and where it was. */
const entryOf = (target: Element, isIntersecting: boolean): Entry => ({ isIntersecting, target, boundingClientRect: target.getBoundingClientRect() });

/**
 * jsdom has no IntersectionObserver: this one records what is observed and lets a test say
 * when the sentinel comes into view (as scrolling near the bottom would).
 */
export function installIntersectionObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
  class FakeObserver {
    private entry: { callback: Callback; options?: IntersectionObserverInit; targets: Element[] };
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve(target: Element) {
      this.entry.targets = this.entry.targets.filter((t) => t !== target);
    }
    disconnect() {
      this.entry.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    observers,
    /**
     * One element comes near the screen, once the page observes it: the element is drawn in a
     * commit and observed in an effect after it, which a busy machine runs later, and a target
     * that nobody observes yet would come near unnoticed.
     */
    async comeNear(target: Element) {
      await waitFor(() => {
        if (!observers.some((o) => o.targets.includes(target))) throw new Error('the element is not observed (yet)');
      });
      act(() => {
        for (const o of observers) if (o.targets.includes(target)) o.callback([entryOf(target, true)]);
      });
    },
    /** Every observed element enters (true) or leaves (false) the 300 px margin. */
    setVisible(visible: boolean) {
      act(() => {
        for (const o of observers) if (o.targets.length > 0) o.callback(o.targets.map((target) => entryOf(target, visible)));
      });
    },
  };
}
