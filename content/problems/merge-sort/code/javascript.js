/**
 * Returns a new, stably sorted copy of `arr`. Does not modify `arr`.
 * @param {Array} arr
 * @param {(a: any, b: any) => number} [compare] negative if a comes first; defaults to ordering with < and >
 * @return {Array}
 */
function mergeSort(arr, compare) {
  // TODO: implement
}
