// Wrong: places item i into column i % columns instead of the shortest column. Correct for equal
// heights, and the container height is computed correctly.
function masonryLayout(heights, { columns, columnWidth, gap = 0 }) {
  if (!Number.isInteger(columns) || columns < 1) throw new RangeError('bad columns');
  const next = new Array(columns).fill(0);
  let height = 0;
  const positions = heights.map((h, i) => {
    const column = i % columns;
    const y = next[column];
    next[column] += h + gap;
    height = Math.max(height, y + h);
    return { x: column * (columnWidth + gap), y, column };
  });
  return { positions, height };
}
