// Wrong: empty objects and arrays produce no key at all, so they disappear from the result.
function flattenObject(value, prefix = '', result = {}) {
  const isPlain = (v) => v !== null && typeof v === 'object' &&
    [Object.prototype, null].includes(Object.getPrototypeOf(v));
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const path = `${prefix}[${i}]`;
      if (Array.isArray(item) || isPlain(item)) flattenObject(item, path, result);
      else result[path] = item;
    });
  } else {
    for (const key of Object.keys(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const item = value[key];
      if (Array.isArray(item) || isPlain(item)) flattenObject(item, path, result);
      else result[path] = item;
    }
  }
  return result;
}
