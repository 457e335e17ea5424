import { useCallback, useEffect, useState } from 'react';
import { useCategories } from '../../api/categories';
import { ApiError } from '../../api/client';
import { postLaunch } from '../../api/launches';
import { useSession } from '../../domain/session/session';
import { useTranslation } from '../../i18n/i18n';
import { useSettledLanguage } from '../../lib/use-debounced';
import { Icon } from '../../ui/icons';
import './game-centre.css';

/** The frame shows blank this long before it gets the address ... */
export const sportsBlankMs = 150;
/** ... and its loader stays this long after the game has loaded. */
export const sportsLoaderHideMs = 100;
const fallbackVendor = 'SPB';

/** The address launched last, and for whom: re-entering with the same player and language reuses it. */
let last: { key: string; url: string } | null = null;

type Frame = { src: string; loading: boolean; error: string | null };
const blank: Frame = { src: 'about:blank', loading: true, error: null };

/**
 * `/m/sportsGame`: the sports book in a full-page frame with a loader until it has loaded. It
 * launches again when the player logs in or out, when the language changes (settled for
 * 250 ms) and on re-entry without a valid address; a visitor gets the trial game (the BFF's mode
 * trial).
 */
export function SportsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const lng = useSettledLanguage();
  const { data: categories } = useCategories();
  const vendor = categories
    ? (categories.items.find((c) => c.code === 'SPORTS')?.vendors.find((v) => v.launchesDirectly)?.code ?? fallbackVendor)
    : null;
  const who = session.loading ? null : `${session.kind}:${session.userName ?? ''}`;
  const key = `${who ?? ''}|${lng}|${vendor ?? ''}`;
  const [attempt, setAttempt] = useState(0);
  // The frame belongs to one launch (player, language, attempt); a new one starts blank.
  const run = `${key}#${attempt}`;
  const [state, setState] = useState<Frame & { run: string }>({ ...blank, run: '' });
  const frame: Frame = state.run === run ? state : blank;
  /** The loader goes once this launch's address has loaded. */
  const loaded = useCallback((src: string) => setState((s) => (s.run === run && s.src === src ? { ...s, loading: false } : s)), [run]);

  useEffect(() => {
    if (!vendor || who === null) return;
    let live = true;
    let timer = 0;
    const show = (url: string) => {
      timer = window.setTimeout(() => live && setState({ src: url, loading: true, error: null, run }), sportsBlankMs);
    };
    if (last?.key === key) show(last.url);
    else
      postLaunch({ vendor, category: 'SPORTS' })
        .then((launch) => {
          if (!live) return;
          last = { key, url: launch.url };
          show(launch.url);
        })
        .catch((e: unknown) => {
          if (live) setState({ src: 'about:blank', loading: false, error: e instanceof ApiError ? e.code : 'launch_failed', run });
        });
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [key, vendor, who, run]);

  useEffect(() => {
    if (!frame.loading || frame.src === 'about:blank') return;
    // Some frames never report load (blocked, offline): the loader goes anyway after a while.
    const id = window.setTimeout(() => loaded(frame.src), 15_000);
    return () => window.clearTimeout(id);
  }, [frame.loading, frame.src, loaded]);

  const onLoad = () => {
    const src = frame.src;
    if (src !== 'about:blank') window.setTimeout(() => loaded(src), sportsLoaderHideMs);
  };

  return (
    <div className="sports-page">
      <h2 className="sr-only">{t('sports.title')}</h2>
      <iframe className="sports-frame" title={t('sports.title')} src={frame.src} onLoad={onLoad} allow="fullscreen; autoplay" />
      {frame.loading && (
        <div className="sports-loader" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('sports.loading')}</span>
        </div>
      )}
      {frame.error && (
        <div className="sports-loader" role="alert">
          <p>{t(`launch.error.${frame.error}`, { defaultValue: t('launch.error.launch_failed') })}</p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => {
              last = null;
              setAttempt((n) => n + 1);
            }}
          >
            <Icon name="refresh" size={16} />
            {t('app.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
