// Wrong: sorts the caller's array in place and returns it instead of returning a new array.
function mergeSort(arr, compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)) {
  function sortRange(lo, hi) {
    if (hi - lo < 2) return;
    const mid = (lo + hi) >> 1;
    sortRange(lo, mid);
    sortRange(mid, hi);
    const merged = [];
    let i = lo;
    let j = mid;
    while (i < mid && j < hi) merged.push(compare(arr[j], arr[i]) < 0 ? arr[j++] : arr[i++]);
    while (i < mid) merged.push(arr[i++]);
    while (j < hi) merged.push(arr[j++]);
    for (let k = 0; k < merged.length; k++) arr[lo + k] = merged[k];
  }
  sortRange(0, arr.length);
  return arr;
}
