// Wrong: the functional version builds new arrays with filter and returns a copy, so the caller's
// array is left unsorted and the returned array is not the one that was passed in (not in place).
function quickSort(arr, compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)) {
  if (arr.length < 2) return arr.slice();
  const pivot = arr[arr.length >> 1];
  const less = arr.filter((x) => compare(x, pivot) < 0);
  const equal = arr.filter((x) => compare(x, pivot) === 0);
  const greater = arr.filter((x) => compare(x, pivot) > 0);
  return [...quickSort(less, compare), ...equal, ...quickSort(greater, compare)];
}
