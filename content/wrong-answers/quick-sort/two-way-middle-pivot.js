// Wrong: a middle pivot fixes sorted input, but the two-way Lomuto partition sends every element
// equal to the pivot to the same side, so all-equal or few-distinct-value arrays are still O(n^2).
function quickSort(arr, compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)) {
  function swap(i, j) {
    const tmp = arr[i];
    arr[i] = arr[j];
    arr[j] = tmp;
  }
  function sortRange(lo, hi) {
    while (lo < hi) {
      const mid = lo + ((hi - lo) >> 1);
      swap(mid, hi);
      const pivot = arr[hi];
      let store = lo;
      for (let i = lo; i < hi; i++) {
        if (compare(arr[i], pivot) < 0) swap(i, store++);
      }
      swap(store, hi);
      if (store - lo < hi - store) {
        sortRange(lo, store - 1);
        lo = store + 1;
      } else {
        sortRange(store + 1, hi);
        hi = store - 1;
      }
    }
  }
  sortRange(0, arr.length - 1);
  return arr;
}
