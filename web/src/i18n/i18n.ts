// The i18next instance. The common catalogue (shell, menus, page titles) is bundled in both
// languages, so init is synchronous and the first render already has its texts. Each page's
// own texts live in a namespace registered by the page's chunk when it loads (see
// registerNamespace.ts): the landing page does not carry the privacy policy.
//
// A key that resolves in no language is recorded in window.__missingKeys (and warned about
// in development); the browser tests walk every route and fail on any.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale } from './detectLocale';
import {
  type AppLocale,
  DEFAULT_LOCALE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  htmlLangOf,
  isAppLocale,
} from './locale';
import en from './locales/en';
import zhCN from './locales/zhCN';
import { readStorage, writeStorage } from '../lib/storage';

// blocked storage reads as no choice (the browser's languages decide) and forgets a new one
const readStoredLanguage = () => readStorage(LANGUAGE_STORAGE_KEY);
const storeLanguage = (locale: AppLocale) => writeStorage(LANGUAGE_STORAGE_KEY, locale);

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function syncDocumentLanguage(locale: AppLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(locale);
}

const initialLocale = detectLocale(readStoredLanguage(), browserLanguages());

declare global {
  interface Window {
    /** keys that resolved in no language ("ns:key"), for the browser tests */
    __missingKeys?: string[];
  }
}

function recordMissingKey(_lngs: readonly string[], ns: string, key: string): void {
  if (typeof window === 'undefined') return;
  const entry = `${ns}:${key}`;
  const list = (window.__missingKeys ??= []);
  if (!list.includes(entry)) list.push(entry);
  if (import.meta.env.DEV) console.warn(`[i18n] missing key ${entry}`);
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zhCN: { translation: zhCN } },
  lng: initialLocale,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  // Our codes are not BCP 47 ("zhCN"); stop i18next splitting them into language parts.
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false }, // React already escapes
  // No backend saves anything: this only routes misses to recordMissingKey.
  saveMissing: true,
  missingKeyHandler: recordMissingKey,
  returnEmptyString: false,
});
syncDocumentLanguage(initialLocale);

i18n.on('languageChanged', (lng) => {
  if (!isAppLocale(lng)) return;
  syncDocumentLanguage(lng);
});

/** The language currently shown; what the X-Locale header carries. */
export function currentLocale(): AppLocale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isAppLocale(lng) ? lng : DEFAULT_LOCALE;
}

/** Switches the UI language and remembers the choice. */
export async function changeLocale(locale: AppLocale): Promise<void> {
  storeLanguage(locale);
  await i18n.changeLanguage(locale);
}

export default i18n;
