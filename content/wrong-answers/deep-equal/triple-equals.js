// Wrong: compares leaves with === (NaN is never equal to itself, 0 equals -0) and ignores
// prototypes, keys that only one side has as undefined, and cycles.
function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => deepEqual(a[key], b[key]));
}
