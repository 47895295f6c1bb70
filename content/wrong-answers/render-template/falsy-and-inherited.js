// Wrong: looks values up with `o && o[k]` and falls back with `|| ''`, so 0 and false render as
// empty and inherited properties such as `constructor` are printed; it only escapes < and >.
function renderTemplate(template, data) {
  return template.replace(/\\\{\{|\{\{\s*([\w$]+(?:\.[\w$]+)*)\s*\}\}/g, (match, path) => {
    if (path === undefined) return '{{';
    const value = path.split('.').reduce((o, k) => o && o[k], data) || '';
    return String(value).replace(/</g, '&lt;').replace(/>/g, '&gt;');
  });
}
