// Which language the UI starts in: the visitor's stored choice, else the first browser
// language we support, else Simplified Chinese (the primary audience). Pure, so the order
// is unit-tested without touching globals.
import { DEFAULT_LOCALE, type AppLocale, isAppLocale } from './locale';

/** Maps a stored value or a browser tag (en-US, zh-Hans-CN, zh-TW…) to a supported locale. */
export function normalizeLocale(tag: string | null | undefined): AppLocale | undefined {
  if (!tag) return undefined;
  if (isAppLocale(tag)) return tag;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'en') return 'en';
  // Any Chinese variant reads Simplified Chinese better than English.
  if (language === 'zh') return 'zhCN';
  return undefined;
}

export function detectLocale(stored: string | null | undefined, browserLanguages: readonly string[]): AppLocale {
  const fromStorage = normalizeLocale(stored);
  if (fromStorage) return fromStorage;
  for (const tag of browserLanguages) {
    const fromBrowser = normalizeLocale(tag);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LOCALE;
}
