import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapFocus } from './focus-trap';
import './modal.css';

/** Mask clicks this soon after opening are ignored: the tap that opened a dialog must not close it. */
export const maskGuardMs = 300;

export type ModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  /** false: only the footer's buttons close it. */
  closeOnMask?: boolean;
};

/**
 * The generic dialog: title, body, footer buttons; Escape and mask close it (`onClose`), and Tab
 * stays inside it while it is open.
 */
export function Modal({ open, title, onClose, children, footer, closeOnMask = true }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);

  useEffect(() => {
    if (!open) return;
    openedAt.current = Date.now();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const release = panel.current ? trapFocus(panel.current) : undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      release?.();
      previous?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal-mask"
      data-testid="modal-mask"
      onClick={(e) => {
        if (e.target !== e.currentTarget || !closeOnMask) return;
        if (Date.now() - openedAt.current < maskGuardMs) return;
        onClose();
      }}
    >
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={panel}>
        <h2 className="modal-title" id={titleId}>
          {title}
        </h2>
        {children !== undefined && <div className="modal-body">{children}</div>}
        {footer !== undefined && <div className="modal-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
