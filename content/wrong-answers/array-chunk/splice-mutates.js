// Wrong: splices from the front of the caller's array: the input is emptied, and each splice shifts
// every remaining element (quadratic on large arrays).
function chunk(array, size = 1) {
  const groups = [];
  while (array.length) groups.push(array.splice(0, size));
  return groups;
}
