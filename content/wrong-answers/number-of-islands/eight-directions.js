// Wrong: also walks to the four diagonal neighbours, so land that only touches at a corner is merged
// into one island.
function numIslands(grid) {
  const rows = grid.length;
  const cols = rows ? grid[0].length : 0;
  const seen = new Uint8Array(rows * cols);
  let count = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (grid[r][c] !== 1 || seen[r * cols + c]) continue;
      count++;
      const stack = [r * cols + c];
      seen[r * cols + c] = 1;
      while (stack.length) {
        const i = stack.pop();
        const cr = Math.floor(i / cols);
        const cc = i % cols;
        for (let dr = -1; dr <= 1; dr++) {
          for (let dc = -1; dc <= 1; dc++) {
            const nr = cr + dr;
            const nc = cc + dc;
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
            if (grid[nr][nc] === 1 && !seen[nr * cols + nc]) {
              seen[nr * cols + nc] = 1;
              stack.push(nr * cols + nc);
            }
          }
        }
      }
    }
  }
  return count;
}
