// Wrong: `current[key] || (create)` keeps any truthy primitive in the way, so writing below a
// string or number is silently lost; it also walks into inherited values such as toString.
function set(object, path, value) {
  if (object === null || typeof object !== 'object') return object;
  const keys = Array.isArray(path) ? path : path.replace(/\[([^\]]*)\]/g, '.$1').split('.').filter(Boolean);
  if (keys.length === 0) return object;
  if (keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) return object;
  let current = object;
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i];
    current[key] = current[key] || (/^(0|[1-9]\d*)$/.test(String(keys[i + 1])) ? [] : {});
    current = current[key];
  }
  current[keys[keys.length - 1]] = value;
  return object;
}
