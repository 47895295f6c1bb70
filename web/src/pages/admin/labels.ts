// Tag and company labels: an object of language code → text (the API's JSON scalar). The
// table has one column per language: the union of the codes present in the data plus the two
// the API requires (spec: Admin pages), English and Simplified Chinese first.
export const REQUIRED_LANGUAGES = ['en', 'zhCN'] as const;

/** The API's language codes: en, zhCN, pt-BR… (anything else in a label is not a language). */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:[A-Z]{2}|-[A-Za-z0-9]{2,8})?$/;

export type Labels = Record<string, string>;

/** The texts of a label value, whatever arrived: an object, its JSON text, or nothing usable. */
export function readLabels(value: unknown): Labels {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const labels: Labels = {};
  for (const [code, text] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof text === 'string') labels[code] = text;
  }
  return labels;
}

/** en, zhCN, then every other code found in the items' labels, alphabetically. */
export function languageColumns(items: readonly { label: unknown }[]): string[] {
  const extra = new Set<string>();
  for (const item of items) {
    for (const code of Object.keys(readLabels(item.label))) {
      if (LANGUAGE_CODE.test(code) && !(REQUIRED_LANGUAGES as readonly string[]).includes(code)) extra.add(code);
    }
  }
  return [...REQUIRED_LANGUAGES, ...[...extra].sort()];
}

// The interface's own language names, written as their speakers do (as the language switch).
const KNOWN_NAMES: Record<string, string> = { en: 'English', zhCN: '简体中文' };

/** A code as a BCP 47 tag (for lang attributes too): zhCN → zh-CN. */
export function toTag(code: string): string {
  return code.replace(/^([a-z]{2,3})([A-Z]{2})$/, '$1-$2');
}

/** The language's name in that language ("English", "简体中文", "日本語"), else the code. */
export function languageName(code: string): string {
  if (KNOWN_NAMES[code]) return KNOWN_NAMES[code];
  try {
    const tag = toTag(code);
    const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/** A column header: "English (en)", "简体中文 (zhCN)". */
export function languageHeader(code: string): string {
  return `${languageName(code)} (${code})`;
}

/** The form's starting texts: the item's labels for the given languages, '' where missing. */
export function labelValues(languages: readonly string[], value: unknown): Labels {
  const labels = readLabels(value);
  return Object.fromEntries(languages.map((code) => [code, labels[code] ?? '']));
}

/** What the API receives: the trimmed texts as JSON text (spec: label sent as a JSON string). */
export function labelInput(labels: Labels): string {
  return JSON.stringify(Object.fromEntries(Object.entries(labels).map(([code, text]) => [code, text.trim()])));
}
