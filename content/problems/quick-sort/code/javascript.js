/**
 * Sorts `arr` in place with quicksort and returns the same array.
 * @param {Array} arr
 * @param {(a: any, b: any) => number} [compare] negative if a comes first; defaults to ordering with < and >
 * @return {Array} `arr` itself, sorted
 */
function quickSort(arr, compare) {
  // TODO: implement
}
