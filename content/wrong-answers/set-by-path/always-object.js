// Wrong: always creates plain objects, so 'a[0]' makes { a: { 0: ... } } instead of an array.
function set(object, path, value) {
  if (object === null || typeof object !== 'object') return object;
  const keys = Array.isArray(path) ? path : path.replace(/\[([^\]]*)\]/g, '.$1').split('.').filter(Boolean);
  if (keys.length === 0) return object;
  if (keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) return object;
  let current = object;
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i];
    if (!Object.hasOwn(current, key) || current[key] === null || typeof current[key] !== 'object') current[key] = {};
    current = current[key];
  }
  current[keys[keys.length - 1]] = value;
  return object;
}
