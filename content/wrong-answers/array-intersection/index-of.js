// Wrong: looks values up with indexOf, which uses === — NaN is never found (NaN !== NaN), and the
// nested scans are quadratic.
function intersection(...arrays) {
  if (arrays.length === 0) return [];
  const [first, ...rest] = arrays;
  const result = [];
  for (const value of first) {
    if (result.indexOf(value) !== -1) continue;
    if (rest.every((array) => array.indexOf(value) !== -1)) result.push(value);
  }
  return result;
}
