import i18next from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import bn from './bn.json?core';

export const languages = ['bn', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'bn';
const storageKey = 'language';

/** BCP 47 tags for Intl: Bengali as written in Bangladesh, English with day-month dates. */
export const intlLocale: Record<Language, string> = { bn: 'bn-BD', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(storageKey);
    return isLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export const i18n = i18next.createInstance();

// Bengali, the default, ships with the first view (without the account screens' sections, see
// build/i18n-core-plugin.ts); English arrives when it is chosen.
const packs: Record<Language, () => Promise<Record<string, unknown>>> = {
  bn: () => Promise.resolve(bn),
  en: () => import('./en.json').then((m) => m.default),
};
const wholePacks: Record<Language, () => Promise<Record<string, unknown>>> = {
  bn: () => import('./bn.json').then((m) => m.default),
  en: () => import('./en.json').then((m) => m.default),
};
const whole = new Set<Language>(['en']);
let wantWhole = false;
const wholeListeners = new Set<() => void>();

async function loadWhole(lng: Language): Promise<void> {
  if (whole.has(lng) && i18n.hasResourceBundle(lng, 'translation')) return;
  // every section whole, so each replaces its first-view part as it is: neither a deep merge nor
  // i18next's own deep copy of the 80 KB pack (its garbage collection held a phone's main thread)
  i18n.addResourceBundle(lng, 'translation', await wholePacks[lng](), false, true, { skipCopy: true });
  whole.add(lng);
  wholeListeners.forEach((l) => l());
}

/** Every string of the current language (and of any chosen later): the account screens await it. */
export function loadAllStrings(): Promise<void> {
  wantWhole = true;
  return loadWhole(currentLanguage());
}

void i18n.init({
  resources: { bn: { translation: bn } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

/** The language every request and formatter uses right now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

async function switchTo(lng: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'translation')) i18n.addResourceBundle(lng, 'translation', await packs[lng]());
  if (wantWhole) await loadWhole(lng);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}

/** Switches the interface language and remembers the choice on this device. */
export function setLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(storageKey, lng);
  } catch {
    // private mode: the choice lasts for this page only
  }
  return switchTo(lng);
}

/** Applies the stored choice; the app renders after it (start-up, tests). */
export function restoreLanguage(): Promise<void> {
  return switchTo(storedLanguage());
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

function subscribeWhole(onChange: () => void): () => void {
  wholeListeners.add(onChange);
  const off = subscribe(onChange);
  return () => {
    wholeListeners.delete(onChange);
    off();
  };
}

/**
 * Whether every string of the current language is here; a component using lazy sections (the
 * back bar's page titles) re-renders when they arrive.
 */
export function useAllStrings(): boolean {
  return useSyncExternalStore(subscribeWhole, () => whole.has(currentLanguage()) && i18n.hasResourceBundle(currentLanguage(), 'translation'));
}

/** The current language; components re-render when it changes. */
export function useLanguage(): Language {
  const lng = useSyncExternalStore(subscribe, () => i18n.language);
  return isLanguage(lng) ? lng : defaultLanguage;
}

/**
 * `t` bound to the current language. A few lines instead of react-i18next: its 3 KB gzip is
 * worth more to the first-view budget than its extras (Trans, HOCs, suspense).
 */
export function useTranslation() {
  const lng = useLanguage();
  const t = useMemo(() => i18n.getFixedT(lng), [lng]);
  return { t, i18n };
}
