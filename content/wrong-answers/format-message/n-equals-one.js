// Wrong: hard-codes English plurals (n === 1) and prints the raw number for #.
function formatMessage(template, values, locale) {
  return template
    .replace(/\{(\w+), plural, (.*)\}$/, (_, name, body) => {
      const n = values[name];
      const branches = {};
      body.replace(/(=?\w+) \{([^}]*)\}/g, (m, key, text) => (branches[key] = text));
      const text = branches['=' + n] ?? (n === 1 ? branches.one : branches.other) ?? branches.other;
      return text.replace(/#/g, String(n));
    })
    .replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}
