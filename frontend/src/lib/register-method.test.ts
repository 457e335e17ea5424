import { afterEach, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../test/match-media';
import { registerMethod } from './register-method';
import { isInApp, rememberWebClip } from './run-mode';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const iosSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const standalone = () => installMatchMedia((q) => q === '(display-mode: standalone)');

describe('how the site runs, and the channel a registration names', () => {
  afterEach(() => {
    localStorage.clear();
    installMatchMedia(() => false);
  });

  it('knows the app from a browser', () => {
    expect(isInApp(`${android} CasinoApp/3.2`)).toBe(true);
    expect(isInApp(`${iosSafari} WLApp/1.0`)).toBe(true);
    expect(isInApp(android)).toBe(false);
  });

  it('registers a browser as H5 and the app as APP, standalone or not', () => {
    expect(registerMethod(android)).toBe('H5');
    expect(registerMethod(`${android} CasinoApp/3.2`)).toBe('APP');
    standalone();
    expect(registerMethod(`${android} CasinoApp/3.2`)).toBe('APP');
  });

  it('registers a home-screen page as PWA, or as WEBCLIP once entered with ?webclip', () => {
    standalone();
    expect(registerMethod(iosSafari)).toBe('PWA');
    rememberWebClip('?lang=bn');
    expect(registerMethod(iosSafari)).toBe('PWA');
    rememberWebClip('?webclip=1');
    expect(localStorage.getItem('WEBCLIP')).toBe('1');
    expect(registerMethod(iosSafari)).toBe('WEBCLIP');
    // the same phone in its browser registers as H5
    installMatchMedia(() => false);
    expect(registerMethod(iosSafari)).toBe('H5');
  });
});
