import { useEffect, useState } from 'react';
import { useLanguage, type Language } from '../i18n/i18n';

/** `value`, but only once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const id = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(id);
  }, [value, settled, ms]);
  return settled;
}

/** Lists reload this long after the language last changed (a quick back-and-forth loads once). */
export const languageReloadMs = 250;

/** The language lists are keyed by: the interface language, settled for 250 ms. */
export function useSettledLanguage(): Language {
  return useDebounced(useLanguage(), languageReloadMs);
}
