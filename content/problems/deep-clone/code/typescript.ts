/**
 * Returns a deep copy of `value`.
 */
function deepClone<T>(value: T): T {
  // TODO: implement
  throw new Error('Not implemented');
}
