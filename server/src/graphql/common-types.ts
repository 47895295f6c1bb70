// Small types several domains share.
import { builder } from './builder';
import { locales } from './locale';

export const LocaleEnum = builder.enumType('Locale', { values: locales });

/** Text in both languages, for fields the spec gives "per language" (badges, labels). */
export interface LocalizedTextShape {
  en: string;
  zhCN: string;
}

export const LocalizedText = builder.simpleObject('LocalizedText', {
  fields: (t) => ({
    en: t.string(),
    zhCN: t.string(),
  }),
});

/** Reads `{ en, zhCN }` out of a JSON column, tolerating missing languages. */
export function localizedFromJson(value: unknown): LocalizedTextShape {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const en = typeof v.en === 'string' ? v.en : '';
  const zhCN = typeof v.zhCN === 'string' ? v.zhCN : '';
  return { en: en || zhCN, zhCN: zhCN || en };
}
