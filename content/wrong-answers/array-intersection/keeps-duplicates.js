// Wrong: filters the first array without removing duplicates, so a value repeated in the first
// array is repeated in the result.
function intersection(...arrays) {
  if (arrays.length === 0) return [];
  const [first, ...rest] = arrays;
  const others = rest.map((array) => new Set(array));
  return first.filter((value) => others.every((set) => set.has(value)));
}
