// Wrong: mixes a closed upper bound (length - 1) with a half-open loop, so the last element is never examined.
function binarySearch(arr, target) {
  let lo = 0;
  let hi = arr.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return arr[lo] === target && lo < arr.length - 1 ? lo : -1;
}
