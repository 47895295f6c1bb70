// Wrong: a stable, non-mutating insertion sort — correct results, but O(n^2) on large inputs.
function mergeSort(arr, compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)) {
  const out = arr.slice();
  for (let i = 1; i < out.length; i++) {
    const item = out[i];
    let j = i - 1;
    while (j >= 0 && compare(out[j], item) > 0) {
      out[j + 1] = out[j];
      j--;
    }
    out[j + 1] = item;
  }
  return out;
}
