// Wrong: correct answers, but indexOf scans the array in O(n) per call instead of O(log n).
function binarySearch(arr, target) {
  return arr.indexOf(target);
}
