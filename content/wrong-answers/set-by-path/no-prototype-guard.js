// Wrong: no guard against '__proto__', 'constructor' and 'prototype' keys: a path from user input
// can write to Object.prototype (prototype pollution).
function set(object, path, value) {
  if (object === null || typeof object !== 'object') return object;
  const keys = Array.isArray(path) ? path : path.replace(/\[([^\]]*)\]/g, '.$1').split('.').filter(Boolean);
  if (keys.length === 0) return object;
  let current = object;
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i];
    const next = current[key];
    if (next === null || (typeof next !== 'object' && typeof next !== 'function')) {
      current[key] = /^(0|[1-9]\d*)$/.test(String(keys[i + 1])) ? [] : {};
    }
    current = current[key];
  }
  current[keys[keys.length - 1]] = value;
  return object;
}
