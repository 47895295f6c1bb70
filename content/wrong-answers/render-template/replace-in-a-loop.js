// Wrong: replaces each match with a replacement *string* in a loop. `$&` and `$'` in values are
// expanded by String.prototype.replace, values containing {{ … }} are rendered again on the next
// round, and the \{{ escape is not supported.
function renderTemplate(template, data) {
  const escape = (s) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  let result = template;
  let match;
  const pattern = /\{\{\s*([\w$]+(?:\.[\w$]+)*)\s*\}\}/;
  while ((match = pattern.exec(result))) {
    let value = data;
    for (const key of match[1].split('.')) {
      value = value != null && Object.hasOwn(value, key) ? value[key] : undefined;
    }
    result = result.replace(match[0], value == null ? '' : escape(String(value)));
  }
  return result;
}
