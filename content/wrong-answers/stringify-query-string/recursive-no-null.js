// Wrong: recursive and mostly right, but it skips null like undefined instead of writing 'key=',
// sorts only the top-level keys, does not encode the keys inside brackets, and has no cycle
// detection (a circular structure overflows the stack with a RangeError).
function stringifyQuery(params, { sort = false, addQueryPrefix = false } = {}) {
  if (params === null || typeof params !== 'object' || Array.isArray(params)) throw new TypeError('params must be an object');
  const parts = [];
  function add(name, value) {
    if (value == null || typeof value === 'function' || typeof value === 'symbol') return;
    if (value instanceof Date) parts.push(`${name}=${encodeURIComponent(value.toISOString())}`);
    else if (Array.isArray(value)) value.forEach((item, i) => add(`${name}[${i}]`, item));
    else if (typeof value === 'object') for (const key of Object.keys(value)) add(`${name}[${key}]`, value[key]);
    else parts.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  const keys = sort ? Object.keys(params).sort() : Object.keys(params);
  for (const key of keys) add(encodeURIComponent(key), params[key]);
  const query = parts.join('&');
  return addQueryPrefix && query ? `?${query}` : query;
}
