// The channel a registration names (the upstream's registerMethod): apart from lib/run-mode.ts,
// whose part the first view needs, so that it comes with the registration screen alone.
import { isInApp, isStandalone, webClipKey } from './run-mode';

function isWebClip(): boolean {
  try {
    return localStorage.getItem(webClipKey) === '1';
  } catch {
    return false;
  }
}

export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/** The registration's channel: the app, a web clip or web app on the home screen, else a browser (H5). */
export function registerMethod(ua: string = navigator.userAgent): RegisterMethod {
  if (isInApp(ua)) return 'APP';
  if (!isStandalone()) return 'H5';
  return isWebClip() ? 'WEBCLIP' : 'PWA';
}
