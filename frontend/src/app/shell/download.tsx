import { createContext, Suspense, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Site } from '../../api/types';
import { applyAppStyle, detectDevice, isIosSafari, suitableDownloads } from './device';
import { isInApp, isStandalone } from '../../lib/run-mode';
import { screen } from '../screens';

const hiddenKey = 'hideDownloadBar';

// The dialogs open on a tap only: kept out of the first view's JavaScript, and their strings too.
const DownloadDialogs = screen(() => import('./download-dialogs'), (m) => m.DownloadDialogs);

type DownloadApi = {
  /** Not in the app, not installed as a web app, APPWINDOW on, a link for this device exists. */
  eligible: boolean;
  barHidden: boolean;
  hideBar: () => void;
  open: () => void;
};

const DownloadContext = createContext<DownloadApi>({ eligible: false, barHidden: true, hideBar: () => {}, open: () => {} });

function readHidden(): boolean {
  try {
    return localStorage.getItem(hiddenKey) === '1';
  } catch {
    return false;
  }
}

export function DownloadProvider({ site, children }: { site: Site; children: ReactNode }) {
  const [dialog, setDialog] = useState<'none' | 'links' | 'safari'>('none');
  const [barHidden, setBarHidden] = useState(readHidden);
  const ua = navigator.userAgent;
  const device = detectDevice(ua, navigator.maxTouchPoints);
  const links = useMemo(() => suitableDownloads(site.downloads, device, ua), [site.downloads, device, ua]);
  const eligible = !isInApp(ua) && !isStandalone() && site.switches.APPWINDOW === true && links.length > 0;
  // the provider frames every page: the app's web view gets the app style on each, before paint
  useLayoutEffect(() => {
    applyAppStyle(ua);
  }, [ua]);

  const open = useCallback(() => setDialog(device === 'ios' && !isIosSafari(ua) ? 'safari' : 'links'), [device, ua]);
  const hideBar = useCallback(() => {
    try {
      localStorage.setItem(hiddenKey, '1');
    } catch {
      // remembered for this page only
    }
    setBarHidden(true);
  }, []);
  const close = useCallback(() => setDialog('none'), []);
  const api = useMemo(() => ({ eligible, barHidden, hideBar, open }), [eligible, barHidden, hideBar, open]);

  return (
    <DownloadContext.Provider value={api}>
      {children}
      {dialog !== 'none' && (
        <Suspense fallback={null}>
          <DownloadDialogs dialog={dialog} links={links} onClose={close} />
        </Suspense>
      )}
    </DownloadContext.Provider>
  );
}

export function useDownload(): DownloadApi {
  return useContext(DownloadContext);
}
