import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import './toast.css';

/** How long each kind of toast stays, in ms. */
export const toastDurations = {
  default: 1500,
  short: 3000,
  long: 8000,
  info: 2000,
  loading: 9_999_000,
} as const;

export type ToastKind = keyof typeof toastDurations;
type Toast = { id: number; text: string; kind: ToastKind; durationMs: number };
type ToastApi = { show: (text: string, kind?: ToastKind, durationMs?: number) => number; hide: (id: number) => void };

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, number>());
  const nextId = useRef(1);

  const hide = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback((text: string, kind: ToastKind = 'default', durationMs?: number) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, text, kind, durationMs: durationMs ?? toastDurations[kind] }]);
    return id;
  }, []);

  // A toast's time runs from when it is drawn: a phone too busy to draw it at once still shows it
  // for all of its time, rather than never.
  useEffect(() => {
    for (const t of toasts) {
      if (!timers.current.has(t.id)) timers.current.set(t.id, window.setTimeout(() => hide(t.id), t.durationMs));
    }
  }, [toasts, hide]);

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show, hide }), [show, hide]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`}>
            {t.kind === 'loading' && <span className="spinner" aria-hidden="true" />}
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
}
