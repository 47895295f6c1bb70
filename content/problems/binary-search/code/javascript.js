/**
 * Returns the first index of `target` in the ascending array `arr`, or -1.
 * @param {number[]} arr sorted ascending, may contain duplicates
 * @param {number} target
 * @return {number}
 */
function binarySearch(arr, target) {
  // TODO: implement
}
