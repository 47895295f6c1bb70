// Wrong: walks Object.keys only, so objects behind symbol keys and non-enumerable properties are
// not frozen; it also reads every value with obj[key], which runs getters.
function deepFreeze(value, seen = new WeakSet()) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze(value[key], seen);
  return value;
}
