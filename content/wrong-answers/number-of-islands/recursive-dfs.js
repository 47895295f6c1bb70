// Wrong: a recursive flood fill. It is correct and leaves the grid alone, but a large or winding
// island makes the recursion as deep as the island is long and overflows the call stack.
function numIslands(grid) {
  const rows = grid.length;
  const cols = rows ? grid[0].length : 0;
  const seen = new Set();
  function dfs(r, c) {
    if (r < 0 || r >= rows || c < 0 || c >= cols) return;
    const key = r * cols + c;
    if (grid[r][c] !== 1 || seen.has(key)) return;
    seen.add(key);
    dfs(r + 1, c);
    dfs(r - 1, c);
    dfs(r, c + 1);
    dfs(r, c - 1);
  }
  let count = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (grid[r][c] === 1 && !seen.has(r * cols + c)) {
        count++;
        dfs(r, c);
      }
    }
  }
  return count;
}
