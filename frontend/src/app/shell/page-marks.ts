// Marks on <html> saying what the shell has drawn, for whoever watches the page from outside (the
// end-to-end journeys): to say that something is not there (no footer, no gate, no popup), they
// must first know that the part that would draw it has drawn what it decided, which no element
// shows when it decided to draw nothing. A wait for time to pass would say it on a quiet machine
// and not on a busy one. Set from the shell's lazy parts: nothing here weighs on the first view.
//
// - `data-settled`: the page has settled (lib/first-paint.ts's usePageSettled) and what the shell
//   adds then has mounted (after-first-view.tsx).
// - `data-drawn`: the parts of the shell that have drawn what they decided for the page, shown or
//   not, separated by spaces: `footer` (the page's end, its footer or none), `protection` (the age
//   gate or none, the reality checks' part), `popups` (home's popup announcements or none),
//   `prompts` (the contract prompts after login: the first one, or none, for a session they do not
//   come to, a login already prompted or an answer that names none; or none yet, held while the
//   player is in a form, which they wait to leave).
// - `data-reality-check`: the moment (ms since the epoch) of the reading the reality check has
//   drawn, once it knows its interval.
import { useLayoutEffect } from 'react';

export type ShellPart = 'footer' | 'protection' | 'popups' | 'prompts';

/** The parts drawn, with how many of their drawers are (a part is drawn while any of them is). */
const drawn = new Map<ShellPart, number>();

function writeDrawn(): void {
  const html = document.documentElement;
  if (drawn.size === 0) delete html.dataset.drawn;
  else html.dataset.drawn = [...drawn.keys()].sort().join(' ');
}

/**
 * Marks `part` drawn while `when` holds and the caller is mounted and shown. A layout effect: it
 * runs once the commit's elements are in the document, portals included, and it is undone when a
 * Suspense boundary hides the caller again.
 */
export function useDrawnMark(part: ShellPart, when = true): void {
  useLayoutEffect(() => {
    if (!when) return;
    drawn.set(part, (drawn.get(part) ?? 0) + 1);
    writeDrawn();
    return () => {
      const left = (drawn.get(part) ?? 1) - 1;
      if (left > 0) drawn.set(part, left);
      else drawn.delete(part);
      writeDrawn();
    };
  }, [part, when]);
}

/**
 * The mark as an element, placed beside lazy parts inside their Suspense boundary: a boundary
 * commits its content whole, so the mark comes with what they draw, never before.
 */
export function DrawnMark({ part }: { part: ShellPart }): null {
  useDrawnMark(part);
  return null;
}

/** Sets `data-<name>` on <html> to `value` while the caller is mounted and shown; null removes it. */
export function useHtmlMark(name: 'settled' | 'realityCheck', value: string | null): void {
  useLayoutEffect(() => {
    if (value === null) return;
    const html = document.documentElement;
    html.dataset[name] = value;
    return () => {
      delete html.dataset[name];
    };
  }, [name, value]);
}
