// Wrong: compares JSON strings: key order matters, undefined/functions vanish, Map and Set are {},
// NaN equals null, and a cycle throws.
function deepEqual(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
