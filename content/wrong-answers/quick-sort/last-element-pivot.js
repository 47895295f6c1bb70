// Wrong: textbook Lomuto partition with the last element as the pivot. Correct on small inputs, but an
// already sorted (or reversed, or all-equal) array splits into 0 and n - 1 elements every time:
// O(n^2) comparisons and a recursion as deep as the array.
function quickSort(arr, compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)) {
  function sortRange(lo, hi) {
    if (lo >= hi) return;
    const pivot = arr[hi];
    let store = lo;
    for (let i = lo; i < hi; i++) {
      if (compare(arr[i], pivot) < 0) {
        [arr[i], arr[store]] = [arr[store], arr[i]];
        store++;
      }
    }
    [arr[store], arr[hi]] = [arr[hi], arr[store]];
    sortRange(lo, store - 1);
    sortRange(store + 1, hi);
  }
  sortRange(0, arr.length - 1);
  return arr;
}
