/** Returns the first index of `target` in the ascending array `arr`, or -1. */
function binarySearch(arr: number[], target: number): number {
  // TODO: implement
  throw new Error('Not implemented');
}
