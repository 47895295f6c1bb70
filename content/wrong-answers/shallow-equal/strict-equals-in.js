// Wrong: compares with === instead of Object.is and checks keys with `in`, so NaN values never
// match, 0 and -0 match, and inherited properties count as present.
function shallowEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => key in b && a[key] === b[key]);
}
