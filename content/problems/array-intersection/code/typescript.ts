/**
 * Returns the values found in every array, once each, in the order of the first array.
 * Values are compared with SameValueZero (NaN equals NaN).
 */
function intersection<T>(...arrays: ReadonlyArray<T>[]): T[] {
  // TODO: implement
  throw new Error('Not implemented');
}
