// Wrong: a plain recursive copy with no memory of what it copied: a cycle recurses forever and
// shared references become separate copies.
function deepClone(value) {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof RegExp) return new RegExp(value.source, value.flags);
  const copy = Array.isArray(value) ? [] : Object.create(Object.getPrototypeOf(value));
  for (const key of Object.keys(value)) copy[key] = deepClone(value[key]);
  return copy;
}
