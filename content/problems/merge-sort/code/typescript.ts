/** Returns a new, stably sorted copy of `arr`. Does not modify `arr`. */
function mergeSort<T>(arr: readonly T[], compare?: (a: T, b: T) => number): T[] {
  // TODO: implement
  throw new Error('Not implemented');
}
