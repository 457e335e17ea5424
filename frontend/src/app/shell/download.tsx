import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Site } from '../../api/types';
import { Modal } from '../../ui/modal';
import { detectDevice, isInApp, isIosSafari, isStandalone, suitableDownloads } from './device';
import { useTranslation } from '../../i18n/i18n';

const hiddenKey = 'hideDownloadBar';

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
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'none' | 'links' | 'safari'>('none');
  const [barHidden, setBarHidden] = useState(readHidden);
  const ua = navigator.userAgent;
  const device = detectDevice(ua, navigator.maxTouchPoints);
  const links = useMemo(() => suitableDownloads(site.downloads, device, ua), [site.downloads, device, ua]);
  const eligible = !isInApp(ua) && !isStandalone() && site.switches.APPWINDOW === true && links.length > 0;

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
      <Modal
        open={dialog === 'links'}
        title={t('download.title')}
        onClose={close}
        footer={
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t('app.close')}
          </button>
        }
      >
        <div className="download-links">
          {links.map((l) => (
            <a key={l.type} className="btn btn-primary btn-block" href={l.url} download={l.type === 'android' ? '' : undefined}>
              {t(`download.${l.type}`)}
            </a>
          ))}
        </div>
      </Modal>
      <Modal
        open={dialog === 'safari'}
        title={t('download.safariTitle')}
        onClose={close}
        footer={
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('app.confirm')}
          </button>
        }
      >
        <p>{t('download.safariRequired')}</p>
      </Modal>
    </DownloadContext.Provider>
  );
}

export function useDownload(): DownloadApi {
  return useContext(DownloadContext);
}
