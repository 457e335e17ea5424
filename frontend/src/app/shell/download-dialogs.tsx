import { Modal } from '../../ui/modal';
import { useTranslation } from '../../i18n/i18n';
import type { suitableDownloads } from './device';
import './download-dialogs.css';

/** The app-download popup and the iOS-outside-Safari alert of the download button. */
export function DownloadDialogs({
  dialog,
  links,
  onClose,
}: {
  dialog: 'links' | 'safari';
  links: ReturnType<typeof suitableDownloads>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Modal
        open={dialog === 'links'}
        title={t('download.title')}
        onClose={onClose}
        footer={
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('app.close')}
          </button>
        }
      >
        <div className="download-links">
          {links.map((l) => (
            <a key={l.type} className="btn btn-primary btn-block" href={l.url} download={l.type === 'android' ? '' : undefined}>
              {t(`downloadLinks.${l.type}`)}
            </a>
          ))}
        </div>
      </Modal>
      <Modal
        open={dialog === 'safari'}
        title={t('downloadLinks.safariTitle')}
        onClose={onClose}
        footer={
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('app.confirm')}
          </button>
        }
      >
        <p>{t('downloadLinks.safariRequired')}</p>
      </Modal>
    </>
  );
}
