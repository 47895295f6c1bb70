// Wrong: creates a new container at every step, even where one already exists, so the siblings
// stored there are lost.
function set(object, path, value) {
  if (object === null || typeof object !== 'object') return object;
  const keys = Array.isArray(path) ? path : path.replace(/\[([^\]]*)\]/g, '.$1').split('.').filter(Boolean);
  if (keys.length === 0) return object;
  if (keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) return object;
  let current = object;
  for (let i = 0; i < keys.length - 1; i++) {
    current[keys[i]] = /^(0|[1-9]\d*)$/.test(String(keys[i + 1])) ? [] : {};
    current = current[keys[i]];
  }
  current[keys[keys.length - 1]] = value;
  return object;
}
