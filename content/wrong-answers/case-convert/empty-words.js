// Wrong: handles case changes and acronyms, but splits on single separator characters and keeps
// empty words, so repeated, leading or trailing separators leave extra '_' / '-' (or crash on
// word[0] in camelCase); spaces are not separators; an unknown target silently means kebab-case.
function convertCase(text, target) {
  const words = text
    .split(/[_-]/)
    .flatMap((chunk) => chunk.split(/(?<=[a-z\d])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/))
    .map((w) => w.toLowerCase());
  if (target === 'camel') return words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');
  return words.join(target === 'snake' ? '_' : '-');
}
