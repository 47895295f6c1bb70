// Wrong: on a tie the merge takes the element from the right half first, so equal elements swap places (not stable).
function mergeSort(arr, compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)) {
  if (arr.length < 2) return arr.slice();
  const mid = arr.length >> 1;
  const left = mergeSort(arr.slice(0, mid), compare);
  const right = mergeSort(arr.slice(mid), compare);
  const out = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    if (compare(left[i], right[j]) < 0) out.push(left[i++]);
    else out.push(right[j++]);
  }
  while (i < left.length) out.push(left[i++]);
  while (j < right.length) out.push(right[j++]);
  return out;
}
