// Wrong: only intersects the first two arrays and ignores the rest.
function intersection(...arrays) {
  const [first = [], second] = arrays;
  const other = new Set(second ?? first);
  return [...new Set(first)].filter((value) => other.has(value));
}
