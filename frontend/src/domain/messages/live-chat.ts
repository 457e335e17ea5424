import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { launchChat } from '../../api/chat-launches';
import { ApiError } from '../../api/client';
import type { Site } from '../../api/types';
import { basename } from '../../config/paths';
import { loadAllStrings, useTranslation } from '../../i18n/i18n';
import { useToast } from '../../ui/toast';
import { useMemberGate } from '../session/member-gate';

/** The spec's wait between the chat's address arriving and the browser going there. */
export const chatRedirectMs = 500;

/** Going to the chat's address: one place, so tests can watch it (jsdom does not navigate). */
export const chatWindow = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** Whether the site offers live chat: its CBS3 switch. */
export function hasLiveChat(site: Pick<Site, 'switches'> | undefined): boolean {
  return site?.switches.CBS3 === true;
}

/**
 * Opens live chat: a visitor goes to log in, a free account gets free_reject; a member sees the
 * loading toast while the BFF asks for the chat's address, and the browser goes there 500 ms after
 * it arrives. The chat leads back to the page it was opened from.
 */
export function useLiveChat(): () => void {
  const gate = useMemberGate();
  const toast = useToast();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    gate('chat', () => {
      void loadAllStrings().then(() => {
        const waiting = toast.show(t('messages.in_please_wait'), 'loading');
        launchChat(`${basename}${pathname}${search}`).then(
          ({ url }) => window.setTimeout(() => chatWindow.open(url), chatRedirectMs),
          (e: unknown) => {
            toast.hide(waiting);
            const code = e instanceof ApiError ? e.code : 'unknown';
            toast.show(t(code === 'chat_unavailable' || code === 'upstream_unavailable' ? 'messages.chatUnavailable' : `errors.${code}`, { defaultValue: t('errors.unknown') }), 'short');
          },
        );
      });
    });
  }, [gate, toast, t, pathname, search]);
}
