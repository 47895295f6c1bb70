/**
 * Splits `array` into arrays of `size` elements, in order; the last one may be shorter.
 */
function chunk<T>(array: readonly T[], size: number = 1): T[][] {
  // TODO: implement
  throw new Error('Not implemented');
}
