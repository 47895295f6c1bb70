// The UI languages. The codes are the API's `Locale` enum values, so the same string goes
// to i18next, localStorage and the X-Locale header without translation.
export const SUPPORTED_LOCALES = ['en', 'zhCN'] as const;
export type AppLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: AppLocale = 'zhCN';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tag for <html lang> (screen readers, hyphenation, CJK font selection). */
export function htmlLangOf(locale: AppLocale): string {
  return locale === 'zhCN' ? 'zh-CN' : 'en';
}
