// Wrong: uses Intl.PluralRules, but ignores quotes, formats # without the locale, and prints
// "undefined" for missing values instead of throwing.
function formatMessage(template, values, locale) {
  const plural = /\{(\w+), plural, ((?:[^{}]|\{[^{}]*\})*)\}/g;
  const withPlurals = template.replace(plural, (_, name, body) => {
    const n = Number(values[name]);
    const branches = {};
    body.replace(/(=?\w+)\s*\{([^{}]*)\}/g, (m, key, text) => (branches[key] = text));
    const text = branches['=' + n] ?? branches[new Intl.PluralRules(locale).select(n)] ?? branches.other;
    return text.replace(/#/g, String(n));
  });
  return withPlurals.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}
