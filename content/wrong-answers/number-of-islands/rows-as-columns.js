// Wrong: uses the number of rows as the number of columns too, so it only works on square grids.
function numIslands(grid) {
  const n = grid.length;
  const seen = new Uint8Array(n * n);
  let count = 0;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (grid[r][c] !== 1 || seen[r * n + c]) continue;
      count++;
      const stack = [r * n + c];
      seen[r * n + c] = 1;
      while (stack.length) {
        const i = stack.pop();
        const cr = Math.floor(i / n);
        const cc = i % n;
        for (const [nr, nc] of [[cr + 1, cc], [cr - 1, cc], [cr, cc + 1], [cr, cc - 1]]) {
          if (nr >= 0 && nr < n && nc >= 0 && nc < n && grid[nr][nc] === 1 && !seen[nr * n + nc]) {
            seen[nr * n + nc] = 1;
            stack.push(nr * n + nc);
          }
        }
      }
    }
  }
  return count;
}
