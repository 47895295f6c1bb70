// Wrong: keeps its bookkeeping in plain objects, whose keys are strings: 1 and '1' collide and
// every object becomes the same key, '[object Object]'.
function intersection(...arrays) {
  if (arrays.length === 0) return [];
  const counts = {};
  for (const array of arrays) {
    const seen = {};
    for (const value of array) {
      if (seen[value]) continue;
      seen[value] = true;
      counts[value] = (counts[value] || 0) + 1;
    }
  }
  const result = [];
  const emitted = {};
  for (const value of arrays[0]) {
    if (counts[value] === arrays.length && !emitted[value]) {
      emitted[value] = true;
      result.push(value);
    }
  }
  return result;
}
