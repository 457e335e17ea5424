// How the router loads its screens: each its own chunk, most arriving with every string of the
// language (the first view carries neither: build/i18n-core-plugin.ts).
import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import { loadAllStrings } from '../i18n/i18n';

/** A screen's code and every string of the language, together. */
function withStrings<M, P>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>): () => Promise<ComponentType<P>> {
  return () => Promise.all([load(), loadAllStrings()]).then(([m]) => pick(m));
}

/** A screen whose code can be started before it is drawn (`load`). */
export type Screen<P> = FunctionComponent<P> & { load: () => Promise<unknown> };

/**
 * A screen loaded when first shown, with every string of the language, or before that by `load`:
 * main.tsx starts the screen of the page it opens on beside the first view's answers (routes.ts,
 * loadScreenOf), so that the page is drawn in the shell's first render.
 */
export function screen<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>): Screen<P> {
  const [component, start] = preloadableScreen(load, pick);
  return Object.assign(component, { load: start });
}

/**
 * A screen that main.tsx may start before the first render (its first view). Once its code is here
 * it is drawn in the same render as the shell: through `lazy()` alone it would suspend once anyway,
 * and React holds a revealed page back for up to 300 ms after its skeleton showed. Returns the
 * screen and the function that starts its code.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): [FunctionComponent<P>, () => Promise<unknown>] {
  let loaded: ComponentType<P> | undefined;
  const start = () => load().then((c) => (loaded = c));
  const Lazy = lazy(() => start().then((c) => ({ default: c })));
  return [(props: P) => createElement(loaded ?? Lazy, props), start];
}

/** preloadable, with every string of the language. */
export function preloadableScreen<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>): [FunctionComponent<P>, () => Promise<unknown>] {
  return preloadable(withStrings(load, pick));
}
