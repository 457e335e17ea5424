import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHome } from '../../api/home';
import type { Announcement } from '../../api/types';
import { announcementTarget } from '../../domain/messages/announcement-link';
import { RichContent } from '../../domain/messages/rich-content';
import { deviceExclusion } from '../../domain/protection/excluded-device';
import { useAgeGate } from './age-confirmation';
import { useDrawnMark } from './page-marks';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { Modal } from '../../ui/modal';
import './home-popups.css';

/** localStorage: the popup announcements this device has shown, by id. */
export const seenPopupsKey = 'seenPopups';

function seen(): string[] {
  try {
    const raw = JSON.parse(localStorage.getItem(seenPopupsKey) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function remember(id: string): void {
  try {
    localStorage.setItem(seenPopupsKey, JSON.stringify([...new Set([...seen(), id])].slice(-200)));
  } catch {
    // no storage: it shows again next visit
  }
}

/**
 * The home page's popup announcements (PU), one after the other in the modal, each once per device:
 * an id is remembered as soon as its popup shows; they wait for the age gate's answer. None, and
 * none marked seen, while this device remembers a time-out or self-exclusion
 * (domain/protection/excluded-device.ts): they are promotions.
 */
export function HomePopups({ minAge }: { minAge: number }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const { data } = useHome();
  // the ids not shown before this visit, taken once the answer is here
  const [queue, setQueue] = useState<Announcement[] | null>(null);
  const [at, setAt] = useState(0);
  const gated = useAgeGate(minAge, '/home');
  if (queue === null && data && !gated) {
    const before = new Set(seen());
    setQueue(deviceExclusion() ? [] : data.popups.items.filter((p) => !before.has(p.id)));
  }
  // decided once the queue is taken: its first popup shows in the same commit
  useDrawnMark('popups', queue !== null);
  const current = queue?.[at];
  const shown = current?.id;
  useEffect(() => {
    if (shown) remember(shown);
  }, [shown]);
  if (!queue || !current) return null;

  const next = () => setAt((n) => n + 1);
  const target = announcementTarget(current.link);
  const last = at === queue.length - 1;
  return (
    <Modal
      open
      title={current.title}
      onClose={next}
      footer={
        <>
          {target && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setAt(queue.length);
                if ('route' in target) void navigate(target.route);
                else window.open(target.href, '_blank', 'noopener,noreferrer');
              }}
            >
              {t('popup.view')}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={next}>
            {last ? t('popup.close') : t('popup.next')}
          </button>
        </>
      }
    >
      {queue.length > 1 && <p className="popup-position">{t('popup.position', { n: formatNumber(at + 1, lng), total: formatNumber(queue.length, lng) })}</p>}
      {current.images[0] && <img className="popup-picture" src={current.images[0]} alt="" />}
      <RichContent html={current.content} />
    </Modal>
  );
}
