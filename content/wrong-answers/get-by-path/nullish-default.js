// Wrong: optional chaining plus `??` — a stored null is replaced by the default, although only
// undefined means "missing".
function get(object, path, defaultValue) {
  const keys = Array.isArray(path) ? path : path.replace(/\[([^\]]*)\]/g, '.$1').split('.').filter(Boolean);
  return keys.reduce((current, key) => current?.[key], object) ?? defaultValue;
}
