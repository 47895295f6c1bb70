// Wrong: finds a match by bisection, then walks left one step at a time — O(n) on a long run of equal values.
function binarySearch(arr, target) {
  let lo = 0;
  let hi = arr.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid] === target) {
      let i = mid;
      while (i > 0 && arr[i - 1] === target) i--;
      return i;
    }
    if (arr[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
