import type { Site } from '../../api/types';
import { isInApp } from '../../lib/run-mode';

/**
 * The app style's mark on <html>: the native app's web view frames every page itself, so the page
 * offers no download (no bar, no button, no prompt: download.tsx) and leaves overscrolling to the
 * app (download-bar.css).
 */
export const appViewClass = 'app-view';

/** Marks the page with the app style when `ua` is the native app's web view; says whether it is. */
export function applyAppStyle(ua: string, root: HTMLElement = document.documentElement): boolean {
  const app = isInApp(ua);
  root.classList.toggle(appViewClass, app);
  return app;
}

export type Device = 'android' | 'ios' | 'other';

export function detectDevice(ua: string, touchPoints = 0): Device {
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && touchPoints > 1)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return 'other';
}

/** iOS version from the user agent, e.g. 12.4; 0 when unknown. */
export function iosVersion(ua: string): number {
  const m = /OS (\d+)[_.](\d+)/.exec(ua);
  return m ? Number(`${m[1]}.${m[2]}`) : 0;
}

/** Safari proper, not Chrome, Firefox, Edge or an in-app browser that wraps WebKit on iOS. */
export function isIosSafari(ua: string): boolean {
  return /Safari/i.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|FBAN|FBAV|Instagram|Line\/|MicroMessenger|GSA\//i.test(ua);
}

/** The download links that suit this device: Android gets the APK, iOS the app and the web-app profile. */
export function suitableDownloads(downloads: Site['downloads'], device: Device, ua: string): Site['downloads'] {
  switch (device) {
    case 'android':
      return downloads.filter((d) => d.type === 'android');
    case 'ios':
      return downloads.filter((d) => d.type === 'ios' || (d.type === 'mobileconfig' && (iosVersion(ua) === 0 || iosVersion(ua) >= 12.4)));
    default:
      return downloads;
  }
}
