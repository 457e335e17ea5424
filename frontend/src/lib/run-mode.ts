// How the site runs: inside the native app's web view, installed to the home screen (a web app or
// an iOS web clip), or in a browser. The download prompt reads it (in the first view); the
// registration's channel is lib/register-method.ts, in the registration's chunk.

/** The native app's web view announces itself with this token in its user agent. */
const appAgent = /\b(?:CasinoApp|WLApp)\//i;

/** The local key of the WEBCLIP flag (the specs' locally stored WEBCLIP flag). */
export const webClipKey = 'WEBCLIP';

export function isInApp(ua: string): boolean {
  return appAgent.test(ua);
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

/**
 * Keeps the WEBCLIP flag when the site is entered with `?webclip` (the address an iOS web clip's
 * profile opens): a web clip runs standalone like an installed web app, and only its address
 * tells them apart.
 */
export function rememberWebClip(search: string): void {
  if (!new URLSearchParams(search).has('webclip')) return;
  try {
    localStorage.setItem(webClipKey, '1');
  } catch {
    // storage disabled: this visit registers as a web app
  }
}
