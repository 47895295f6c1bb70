// Wrong: splits a string path on dots only, so 'a[0]' is read as a key named 'a[0]'.
function get(object, path, defaultValue) {
  const keys = Array.isArray(path) ? path : path.split('.').filter((k) => k !== '');
  let current = object;
  for (const key of keys) {
    if (current === null || current === undefined) return defaultValue;
    current = current[key];
  }
  return current === undefined ? defaultValue : current;
}
