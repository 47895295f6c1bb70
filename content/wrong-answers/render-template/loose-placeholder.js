// Wrong: matches anything between {{ and }} and trims it, so '{{ a b }}', '{{ a. }}' or '{{}}' are
// treated as paths (and rendered empty) instead of being left as text; '\{{' is not an escape.
function renderTemplate(template, data) {
  const escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return template.replace(/\{\{(.*?)\}\}/gs, (match, inner) => {
    let value = data;
    for (const key of inner.trim().split('.')) {
      if (value === null || value === undefined || !Object.hasOwn(value, key)) return '';
      value = value[key];
    }
    return value == null ? '' : String(value).replace(/[&<>"']/g, (ch) => escapes[ch]);
  });
}
