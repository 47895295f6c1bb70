// Wrong: walks the shortest array to save time, so the result follows that array's order instead
// of the first array's.
function intersection(...arrays) {
  if (arrays.length === 0) return [];
  const sorted = [...arrays].sort((a, b) => a.length - b.length);
  const [smallest, ...rest] = sorted;
  const sets = rest.map((array) => new Set(array));
  return [...new Set(smallest)].filter((value) => sets.every((set) => set.has(value)));
}
