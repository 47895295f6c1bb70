// Wrong: no check before each step, so a missing key in the middle of the path throws a TypeError
// instead of giving the default.
function get(object, path, defaultValue) {
  const keys = Array.isArray(path) ? path : path.replace(/\[([^\]]*)\]/g, '.$1').split('.').filter(Boolean);
  const value = keys.reduce((current, key) => current[key], object);
  return value === undefined ? defaultValue : value;
}
