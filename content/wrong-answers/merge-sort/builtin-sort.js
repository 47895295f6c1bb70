// Wrong: delegates to Array.prototype.sort, which the problem forbids, and keeps its string-based default order.
function mergeSort(arr, compare) {
  return [...arr].sort(compare);
}
