import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { markAnnouncementRead } from '../../api/announcement-read';
import { useAnnouncements, type AnnouncementsQuery } from '../../api/announcements';
import { useRefreshUnreadCounts } from '../../api/unread-counts';
import type { AnnouncementItem } from '../../api/types';
import { RichContent } from '../../domain/messages/rich-content';
import { UnreadTag } from '../../domain/messages/unread-tag';
import { useTranslation } from '../../i18n/i18n';
import { useFormat } from '../../lib/use-format';
import { spaced } from '../../lib/throttle';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import './notices.css';

/** The spec's throttle of the mark-as-read reports. */
export const markReadSpacingMs = 150;
// one queue for the whole site: reports leave at least 150 ms apart, none is dropped
const report = spaced(markReadSpacingMs);

const queries: Record<'notice' | 'agent', AnnouncementsQuery> = {
  notice: { types: ['notice'] },
  agent: { types: ['agent'], group: 'm_home' },
};

/**
 * The item the query asks for: `?id=2003` (the announcement bar's tap), `?i=2` (its index), or a
 * bare number (`?2003`, an id, else an index), as the old links carry it.
 */
function selected(items: AnnouncementItem[], params: URLSearchParams): string | null {
  const has = (id: string) => items.some((a) => a.id === id);
  const id = params.get('id');
  if (id !== null) return has(id) ? id : null;
  const bare = [...params.keys()].find((k) => /^\d+$/.test(k));
  if (bare !== undefined && has(bare)) return bare;
  const index = params.get('i') ?? bare ?? null;
  return index !== null && /^\d+$/.test(index) ? (items[Number(index)]?.id ?? null) : null;
}

function Dates({ a }: { a: AnnouncementItem }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const start = a.startDate ? date(a.startDate) : '';
  if (a.noExpiry || !a.endDate) return <span>{start ? `${start} · ${t('notices.longTerm')}` : t('notices.longTerm')}</span>;
  return <span>{t('notices.dates', { start, end: date(a.endDate) })}</span>;
}

/**
 * Announcements (`kind` notice, /m/notice) or agents' notices (/m/member/notice?types=A): title,
 * dates and preview, the full sanitised content and pictures when expanded. Expanding an unread
 * item flips it read at once, and reports it once (at most one report per 150 ms); a free account
 * (canMarkRead false) never reports.
 */
export function NoticePage({ kind }: { kind: 'notice' | 'agent' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data, error, isLoading } = useAnnouncements(queries[kind]);
  const refreshCounts = useRefreshUnreadCounts();
  const items = useMemo(() => data?.items ?? [], [data]);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [readHere, setReadHere] = useState<Set<string>>(new Set());
  const [shown, setShown] = useState<string | null>(null);
  const reported = useRef(new Set<string>());

  const expand = (a: AnnouncementItem) => {
    setOpen((s) => new Set(s).add(a.id));
    if (data?.canMarkRead && !a.read) setReadHere((s) => (s.has(a.id) ? s : new Set(s).add(a.id)));
  };
  const toggle = (a: AnnouncementItem) => {
    if (!open.has(a.id)) return expand(a);
    setOpen((s) => {
      const next = new Set(s);
      next.delete(a.id);
      return next;
    });
  };

  // the item the link names opens once
  const wanted = selected(items, params);
  if (wanted && wanted !== shown) {
    setShown(wanted);
    const a = items.find((x) => x.id === wanted);
    if (a) expand(a);
  }
  useEffect(() => {
    if (shown) window.requestAnimationFrame?.(() => document.getElementById(`notice-${shown}`)?.scrollIntoView?.({ block: 'start' }));
  }, [shown]);

  // each item read here is reported once, the reports at least 150 ms apart
  useEffect(() => {
    for (const id of readHere) {
      if (reported.current.has(id)) continue;
      reported.current.add(id);
      void report(() => markAnnouncementRead(id)).then(refreshCounts, () => undefined);
    }
  }, [readHere, refreshCounts]);

  if (isLoading) {
    return (
      <div className="notices" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={76} />
        ))}
      </div>
    );
  }
  if (error) return <EmptyState icon="speaker" text={t(`errors.${error.code}`, { defaultValue: t('errors.unknown') })} />;
  if (items.length === 0) return <EmptyState icon="speaker" text={t(kind === 'agent' ? 'notices.agentEmpty' : 'notices.empty')} />;

  return (
    <ul className="notices">
      {items.map((a) => {
        const expanded = open.has(a.id);
        const unread = data?.canMarkRead === true && !a.read && !readHere.has(a.id);
        const panel = `notice-body-${a.id}`;
        return (
          <li key={a.id} id={`notice-${a.id}`} className={`notice${unread ? ' notice-unread' : ''}`}>
            <button type="button" className="notice-head" aria-expanded={expanded} aria-controls={panel} onClick={() => toggle(a)}>
              <span className="notice-title">
                {unread && <UnreadTag text={t('notices.unread')} />}
                {a.title}
              </span>
              <span className="notice-date">
                <Dates a={a} />
              </span>
              {!expanded && a.preview && <span className="notice-preview">{a.preview}</span>}
              <span className="notice-more">
                {t(expanded ? 'notices.less' : 'notices.more')}
                <Icon name="chevronDown" size={16} className={`chevron${expanded ? ' up' : ''}`} />
              </span>
            </button>
            {expanded && (
              <div className="notice-body" id={panel}>
                <RichContent html={a.content} />
                {a.images.map((src, i) => (
                  <img key={src} className="notice-picture" src={src} alt={t('notices.picture', { n: i + 1, total: a.images.length })} loading="lazy" />
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
