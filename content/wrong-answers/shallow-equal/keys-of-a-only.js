// Wrong: walks the keys of a only (no length check) and calls b.hasOwnProperty directly, which
// throws for Object.create(null) objects.
function shallowEqual(a, b) {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  for (const key of Object.keys(a)) {
    if (!b.hasOwnProperty(key) || !Object.is(a[key], b[key])) return false;
  }
  return true;
}
