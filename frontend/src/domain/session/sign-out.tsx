import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { logout, useApplySession, visitorSession } from '../../api/session';
import { useTranslation } from '../../i18n/i18n';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';
import { homePath } from '../../config/paths';

/**
 * Sign out: a confirmation (in_popup_prompt / in_sure_logout), a loading toast while the BFF ends
 * the session (the cookie is cleared even when the upstream cannot be told), then home. The
 * account strings must be loaded (the member panel, side menu and settings load them).
 */
export function useSignOut(onConfirm?: () => void): { ask: () => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const { show, hide } = useToast();
  const navigate = useNavigate();
  const applySession = useApplySession();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const confirm = async () => {
    setOpen(false);
    onConfirm?.(); // a panel it was asked from closes at once
    const toast = show(t('member.in_please_wait'), 'loading');
    let next = visitorSession;
    try {
      next = await logout();
    } catch {
      // the BFF clears the cookie even when the upstream cannot be told; a visitor either way
    }
    // the session first: a page of the old session must not fetch (and be refused) on its way out
    await applySession(next);
    hide(toast);
    void navigate(homePath, { replace: true });
  };
  const dialog = (
    <Modal
      open={open}
      title={t('member.in_popup_prompt')}
      onClose={close}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t('app.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void confirm()}>
            {t('app.confirm')}
          </button>
        </>
      }
    >
      <p>{t('member.in_sure_logout')}</p>
    </Modal>
  );
  return { ask: useCallback(() => setOpen(true), []), dialog };
}
