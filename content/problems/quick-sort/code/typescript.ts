/** Sorts `arr` in place with quicksort and returns the same array. */
function quickSort<T>(arr: T[], compare?: (a: T, b: T) => number): T[] {
  // TODO: implement
  throw new Error('Not implemented');
}
