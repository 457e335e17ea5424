import { useRef, useState } from 'react';
import { Icon, PathIcon } from '../../../ui/icons';
import { useTranslation } from '../../../i18n/i18n';

/** A home list's vendor row shows this many entries a view, and pages when there are more. */
export const vendorsPerView = 5;

const chevronLeft = 'M15 6l-6 6 6 6';

export type VendorChoice = { code: string | null; name: string };

/**
 * The vendor filter row of a home list ('all' first): five entries a view; with more, arrows page
 * it a view at a time, and a finger swipes it (each view snaps into place).
 */
export function VendorCarousel({ choices, current, label, onChoose }: {
  choices: VendorChoice[];
  current: string | null;
  label: string;
  onChoose: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [view, setView] = useState(0);
  const views = Math.ceil(choices.length / vendorsPerView);
  const paged = views > 1;
  const go = (next: number) => {
    const el = track.current;
    const to = Math.max(0, Math.min(next, views - 1));
    setView(to);
    el?.scrollTo?.({ left: to * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className={`vendor-carousel${paged ? ' vendor-carousel-paged' : ''}`}>
      {paged && (
        <button type="button" className="vendor-arrow" aria-label={t('home.vendorsBack')} disabled={view === 0} onClick={() => go(view - 1)}>
          <PathIcon d={chevronLeft} size={18} />
        </button>
      )}
      <div
        ref={track}
        className="vendor-track"
        role="group"
        aria-label={label}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth > 0) setView(Math.round(el.scrollLeft / el.clientWidth));
        }}
      >
        {choices.map((c) => (
          <span key={c.code ?? ''} className="vendor-slot">
            <button type="button" className="chip-btn" aria-pressed={current === c.code} title={c.name} onClick={() => onChoose(c.code)}>
              {c.name}
            </button>
          </span>
        ))}
      </div>
      {paged && (
        <button type="button" className="vendor-arrow" aria-label={t('home.vendorsNext')} disabled={view >= views - 1} onClick={() => go(view + 1)}>
          <Icon name="chevronRight" size={18} />
        </button>
      )}
    </div>
  );
}
