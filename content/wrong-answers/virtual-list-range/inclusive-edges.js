// Wrong: binary searches correctly but treats touching edges as overlap (>= / <=), and does not
// clamp a negative scrollTop or handle an all-zero list.
function createVirtualList(heights) {
  const n = heights.length;
  const offsets = [0];
  for (const height of heights) offsets.push(offsets[offsets.length - 1] + height);
  const totalHeight = offsets[n];
  function lowerBound(pred) {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pred(mid)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
  return {
    totalHeight,
    offsetOf: (index) => offsets[index],
    getRange(scrollTop, viewportHeight, overscan = 0) {
      if (n === 0) return { start: 0, end: -1 };
      const top = Math.min(scrollTop, Math.max(0, totalHeight - viewportHeight));
      const bottom = top + viewportHeight;
      const first = lowerBound((i) => offsets[i + 1] >= top);
      const last = lowerBound((i) => offsets[i] > bottom) - 1;
      return { start: Math.max(0, first - overscan), end: Math.min(n - 1, last + overscan) };
    },
  };
}
