// Wrong: decides "array" with typeof next === 'number', so string paths such as 'a[0]' (whose keys
// are strings) create objects instead of arrays.
function set(object, path, value) {
  if (object === null || typeof object !== 'object') return object;
  const keys = Array.isArray(path) ? path : path.replace(/\[([^\]]*)\]/g, '.$1').split('.').filter(Boolean);
  if (keys.length === 0) return object;
  if (keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) return object;
  let current = object;
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i];
    if (!Object.hasOwn(current, key) || current[key] === null || typeof current[key] !== 'object') {
      current[key] = typeof keys[i + 1] === 'number' ? [] : {};
    }
    current = current[key];
  }
  current[keys[keys.length - 1]] = value;
  return object;
}
