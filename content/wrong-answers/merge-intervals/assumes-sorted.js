// Wrong: never sorts, so it only works when the input already happens to be ordered by start.
function mergeIntervals(intervals) {
  const merged = [];
  for (const [start, end] of intervals) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
