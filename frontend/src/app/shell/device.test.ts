import { describe, expect, it } from 'vitest';
import type { DownloadLink } from '../../api/types';
import { detectDevice, isIosSafari, suitableDownloads } from './device';

const iosSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const iosChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const iosOld = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const links: DownloadLink[] = [
  { type: 'android', url: '/a.apk' },
  { type: 'ios', url: '/ios.html' },
  { type: 'mobileconfig', url: '/c.mobileconfig' },
];

describe('download rules', () => {
  it('tells devices apart', () => {
    expect(detectDevice(android)).toBe('android');
    expect(detectDevice(iosSafari)).toBe('ios');
    expect(detectDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('ios');
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });

  it('offers each device its links; the web-app profile needs iOS 12.4', () => {
    expect(suitableDownloads(links, 'android', android).map((l) => l.type)).toEqual(['android']);
    expect(suitableDownloads(links, 'ios', iosSafari).map((l) => l.type)).toEqual(['ios', 'mobileconfig']);
    expect(suitableDownloads(links, 'ios', iosOld).map((l) => l.type)).toEqual(['ios']);
  });

  it('knows Safari from other iOS browsers', () => {
    expect(isIosSafari(iosSafari)).toBe(true);
    expect(isIosSafari(iosChrome)).toBe(false);
  });
});
