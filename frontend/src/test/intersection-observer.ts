import { act } from '@testing-library/react';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

/**
 * jsdom has no IntersectionObserver: this one records what is observed and lets a test say
 * when the sentinel comes into view (as scrolling near the bottom would).
 */
export function installIntersectionObserver() {
  const observers: { callback: Callback; targets: Element[] }[] = [];
  class FakeObserver {
    private entry: { callback: Callback; targets: Element[] };
    constructor(callback: Callback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    /** Every observed element enters (true) or leaves (false) the 300 px margin. */
    setVisible(visible: boolean) {
      act(() => {
        for (const o of observers) if (o.targets.length > 0) o.callback(o.targets.map((target) => ({ isIntersecting: visible, target })));
      });
    },
  };
}
