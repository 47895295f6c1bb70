// The language a request reads text in. Clients send X-Locale (the web app does);
// other tools may send Accept-Language. The spec's default language is Simplified Chinese.
export const locales = ['en', 'zhCN'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zhCN';

export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase().replace('_', '-');
  if (v === 'en' || v.startsWith('en-')) return 'en';
  if (v === 'zhcn' || v === 'zh' || v.startsWith('zh-')) return 'zhCN';
  return undefined;
}

export function localeFromHeaders(headers: Headers): Locale {
  const explicit = parseLocale(headers.get('x-locale'));
  if (explicit) return explicit;
  const accept = headers.get('accept-language');
  if (accept) {
    for (const part of accept.split(',')) {
      const found = parseLocale(part.split(';')[0]);
      if (found) return found;
    }
  }
  return defaultLocale;
}

/** Picks the text of a `*En`/`*Zh` column pair. Falls back to the other language when empty. */
export function pick(locale: Locale, en: string, zh: string): string {
  return locale === 'en' ? en || zh : zh || en;
}
