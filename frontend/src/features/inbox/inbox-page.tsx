import { useState } from 'react';
import { deleteMessages } from '../../api/inbox-deletions';
import { deleteMessage } from '../../api/inbox-message';
import { readMessage } from '../../api/inbox-read';
import { useInboxPages } from '../../api/inbox';
import { hasMore } from '../../api/record-pages';
import { useRefreshUnreadCounts } from '../../api/unread-counts';
import type { InboxMessage } from '../../api/types';
import { RichContent } from '../../domain/messages/rich-content';
import { UnreadTag } from '../../domain/messages/unread-tag';
import { useSession } from '../../domain/session/session';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { EmptyState } from '../../ui/empty-state';
import { Modal } from '../../ui/modal';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useInfiniteScroll } from '../../ui/use-infinite-scroll';
import './inbox.css';

function SentAt({ at }: { at: string }) {
  const { dateTime } = useFormat();
  return <time dateTime={at}>{dateTime(at)}</time>;
}

/**
 * The inbox (/m/webEmail): messages newest first with their read state; opening one shows it and
 * marks it read; one or several are deleted after a confirmation. A free account is refused
 * (free_reject) by the BFF and sees why.
 */
export function InboxPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const toast = useToast();
  const session = useSession();
  const refreshCounts = useRefreshUnreadCounts();
  const { data, error, isLoading, mutate, size, setSize } = useInboxPages(session.authenticated && session.role !== 'trial');
  const [readHere, setReadHere] = useState<Set<string>>(new Set());
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [reading, setReading] = useState<InboxMessage | null>(null);
  const [confirm, setConfirm] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const more = hasMore(data);
  const sentinel = useInfiniteScroll(() => void setSize(size + 1), more && !isLoading && !error);
  const items = (data ?? []).flatMap((p) => p.items);
  const isRead = (m: InboxMessage) => m.read || readHere.has(m.id);

  const open = (m: InboxMessage) => {
    setReading(m);
    if (isRead(m)) return;
    setReadHere((s) => new Set(s).add(m.id));
    void readMessage(m.id).then(refreshCounts, () => undefined);
  };
  const pick = (id: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const remove = async (ids: string[]) => {
    setBusy(true);
    try {
      await (ids.length === 1 ? deleteMessage(ids[0] as string) : deleteMessages(ids));
      toast.show(t('inbox.deleted', { count: ids.length }), 'default');
      setChosen((s) => new Set([...s].filter((id) => !ids.includes(id))));
      setReading(null);
      refreshCounts();
      await mutate();
    } catch (e) {
      toast.show(errorMessage(t, e), 'short');
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  if (session.role === 'trial') return <EmptyState icon="inbox" text={t('errors.free_reject')} />;
  if (isLoading && !data) {
    return (
      <div className="inbox" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} />
        ))}
      </div>
    );
  }
  if (error && items.length === 0) return <EmptyState icon="inbox" text={errorMessage(t, error)} />;
  if (items.length === 0) return <EmptyState icon="inbox" text={t('inbox.empty')} />;

  const all = items.length > 0 && items.every((m) => chosen.has(m.id));
  return (
    <div className="inbox">
      <div className="inbox-tools">
        <label className="inbox-check">
          <input type="checkbox" checked={all} onChange={(e) => setChosen(e.target.checked ? new Set(items.map((m) => m.id)) : new Set())} />
          {t('inbox.selectAll')}
        </label>
        <button type="button" className="btn btn-ghost btn-sm" disabled={chosen.size === 0 || busy} onClick={() => setConfirm(items.filter((m) => chosen.has(m.id)).map((m) => m.id))}>
          {t('inbox.deleteSelected', { count: formatNumber(chosen.size, lng) })}
        </button>
      </div>
      <ul className="inbox-list">
        {items.map((m) => {
          const unread = !isRead(m);
          return (
            <li key={m.id} className={`inbox-item${unread ? ' inbox-unread' : ''}`}>
              <input
                type="checkbox"
                className="inbox-pick"
                aria-label={t('inbox.select', { title: m.title })}
                checked={chosen.has(m.id)}
                onChange={(e) => pick(m.id, e.target.checked)}
              />
              <button type="button" className="inbox-open" onClick={() => open(m)}>
                <span className="inbox-title">
                  {unread && <UnreadTag text={t('inbox.unread')} />}
                  {m.title}
                </span>
                <span className="inbox-preview">{m.preview}</span>
                <span className="inbox-date">
                  <SentAt at={m.sentAt} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {more && <div ref={sentinel} className="inbox-sentinel" />}
      <Modal
        open={reading !== null}
        title={reading?.title ?? ''}
        onClose={() => setReading(null)}
        footer={
          <>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => reading && setConfirm([reading.id])}>
              {t('inbox.delete')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setReading(null)}>
              {t('inbox.close')}
            </button>
          </>
        }
      >
        {reading && (
          <>
            <p className="inbox-date">
              <SentAt at={reading.sentAt} />
            </p>
            <RichContent html={reading.content} />
          </>
        )}
      </Modal>
      <Modal
        open={confirm !== null}
        title={t('inbox.confirmTitle')}
        onClose={() => setConfirm(null)}
        footer={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirm(null)}>
              {t('inbox.close')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => confirm && void remove(confirm)}>
              {t('inbox.delete')}
            </button>
          </>
        }
      >
        <p>{t('inbox.confirmText', { count: confirm?.length ?? 0 })}</p>
      </Modal>
    </div>
  );
}
