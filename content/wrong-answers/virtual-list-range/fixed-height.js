// Wrong: assumes every item is as tall as the first one, so scroll positions in a list with
// varying heights map to the wrong indexes.
function createVirtualList(heights) {
  const n = heights.length;
  const h = heights[0] || 0;
  const offsets = [0];
  for (const height of heights) offsets.push(offsets[offsets.length - 1] + height);
  const totalHeight = offsets[n];
  return {
    totalHeight,
    offsetOf: (index) => offsets[index],
    getRange(scrollTop, viewportHeight, overscan = 0) {
      if (n === 0 || h === 0) return { start: 0, end: -1 };
      const top = Math.min(Math.max(scrollTop, 0), Math.max(0, totalHeight - viewportHeight));
      const first = Math.floor(top / h);
      const last = Math.ceil((top + viewportHeight) / h) - 1;
      return { start: Math.max(0, first - overscan), end: Math.min(n - 1, last + overscan) };
    },
  };
}
