// Wrong: turns an array path back into a string, so array keys containing dots or brackets are
// split again (['a', 'b.c'] reads a.b.c); symbol keys throw.
function get(object, path, defaultValue) {
  const text = Array.isArray(path) ? path.join('.') : path;
  const keys = text.replace(/\[([^\]]*)\]/g, '.$1').split('.').filter(Boolean);
  let current = object;
  for (const key of keys) {
    if (current === null || current === undefined) return defaultValue;
    current = current[key];
  }
  return current === undefined ? defaultValue : current;
}
