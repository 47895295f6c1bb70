// Wrong: "sinks" each visited land cell by writing 0 into the caller's grid. The count is right the
// first time, but the input is destroyed (a second call finds no land) and frozen rows throw.
function numIslands(grid) {
  let count = 0;
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] !== 1) continue;
      count++;
      const stack = [[r, c]];
      grid[r][c] = 0;
      while (stack.length) {
        const [cr, cc] = stack.pop();
        for (const [nr, nc] of [[cr + 1, cc], [cr - 1, cc], [cr, cc + 1], [cr, cc - 1]]) {
          if (nr >= 0 && nr < grid.length && nc >= 0 && nc < grid[nr].length && grid[nr][nc] === 1) {
            grid[nr][nc] = 0;
            stack.push([nr, nc]);
          }
        }
      }
    }
  }
  return count;
}
