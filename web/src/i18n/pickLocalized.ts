// Some texts arrive with every language at once (badge labels as LocalizedText, tag and
// company labels as JSON). Picks the current language, falling back so nothing renders empty.
import type { AppLocale } from './locale';

export function pickLocalized(value: unknown, locale: AppLocale, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const texts = value as Record<string, unknown>;
    for (const key of [locale, 'en', 'zhCN']) {
      const text = texts[key];
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  }
  return fallback;
}
