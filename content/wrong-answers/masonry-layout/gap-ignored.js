// Wrong: chooses the shortest column, but compares the columns without their gaps, breaks ties
// towards the rightmost column and reports the tallest column including its trailing gap.
function masonryLayout(heights, { columns, columnWidth, gap = 0 }) {
  if (!Number.isInteger(columns) || columns < 1) throw new RangeError('bad columns');
  const filled = new Array(columns).fill(0);
  const count = new Array(columns).fill(0);
  const positions = heights.map((h) => {
    let column = 0;
    for (let c = 1; c < columns; c++) if (filled[c] <= filled[column]) column = c;
    const y = filled[column] + count[column] * gap;
    filled[column] += h;
    count[column]++;
    return { x: column * (columnWidth + gap), y, column };
  });
  let height = 0;
  for (let c = 0; c < columns; c++) height = Math.max(height, filled[c] + count[c] * gap);
  return { positions, height };
}
