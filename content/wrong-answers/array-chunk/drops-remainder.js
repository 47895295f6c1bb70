// Wrong: only emits full groups, so the shorter last group is lost; no guard for a size below 1.
function chunk(array, size = 1) {
  const groups = [];
  for (let start = 0; start + size <= array.length; start += size) {
    groups.push(array.slice(start, start + size));
  }
  return groups;
}
