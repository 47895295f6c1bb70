// Wrong: a shallow copy: nested objects are still shared with the original.
function deepClone(value) {
  if (value === null || typeof value !== 'object') return value;
  return Array.isArray(value) ? [...value] : Object.assign(Object.create(Object.getPrototypeOf(value)), value);
}
