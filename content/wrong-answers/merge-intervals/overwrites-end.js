// Wrong: on overlap it sets the end to the current interval's end instead of the larger of the two,
// so an interval lying inside the previous one cuts the merged interval short.
function mergeIntervals(intervals) {
  const sorted = intervals.map(([s, e]) => [s, e]).sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = end;
    else merged.push([start, end]);
  }
  return merged;
}
