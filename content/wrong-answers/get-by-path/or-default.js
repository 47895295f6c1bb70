// Wrong: `|| defaultValue` treats every falsy value as missing, so a stored 0, '' or false comes
// back as the default.
function get(object, path, defaultValue) {
  const keys = Array.isArray(path) ? path : path.replace(/\[([^\]]*)\]/g, '.$1').split('.').filter(Boolean);
  let current = object;
  for (const key of keys) {
    if (current == null) return defaultValue;
    current = current[key];
  }
  return current || defaultValue;
}
