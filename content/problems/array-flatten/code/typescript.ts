/**
 * Returns a new array with the sub-arrays of `array` concatenated into it,
 * recursively up to `depth` levels (like Array.prototype.flat).
 */
function flatten(array: unknown[], depth: number = 1): unknown[] {
  // TODO: implement
  throw new Error('Not implemented');
}
