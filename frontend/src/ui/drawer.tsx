import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icons';
import { useTranslation } from '../i18n/i18n';
import './drawer.css';

/** A panel sliding in from one side over a mask; Escape, the mask and the close button shut it. */
export function Drawer({ id, side, label, onClose, children }: { id: string; side: 'left' | 'right'; label: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [onClose]);
  return (
    <div className="drawer-root">
      <div className="drawer-mask" onClick={onClose} aria-hidden="true" />
      <div id={id} className={`drawer drawer-${side}`} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} ref={panel}>
        <button type="button" className="icon-btn drawer-close" aria-label={t('header.closeMenu')} onClick={onClose}>
          <Icon name="close" />
        </button>
        {children}
      </div>
    </div>
  );
}
