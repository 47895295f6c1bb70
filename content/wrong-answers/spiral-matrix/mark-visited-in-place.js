// Wrong: walks with a direction that turns when the next cell is outside or already visited, and
// marks visited cells by overwriting them with null in the caller's matrix. The order is right for
// numbers, but the input is destroyed, a matrix that contains null is cut short, and nothing is
// validated (generateSpiral does not check n either).
function spiralOrder(matrix) {
  const result = [];
  const rows = matrix.length;
  const cols = rows ? matrix[0].length : 0;
  const dirs = [[0, 1], [1, 0], [0, -1], [-1, 0]];
  let r = 0;
  let c = 0;
  let d = 0;
  for (let k = 0; k < rows * cols; k++) {
    result.push(matrix[r][c]);
    matrix[r][c] = null;
    const nr = r + dirs[d][0];
    const nc = c + dirs[d][1];
    if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || matrix[nr][nc] === null) d = (d + 1) % 4;
    r += dirs[d][0];
    c += dirs[d][1];
    if (r < 0 || r >= rows || c < 0 || c >= cols || matrix[r][c] === null) break;
  }
  return result;
}

function generateSpiral(n) {
  const grid = Array.from({ length: n }, () => new Array(n).fill(0));
  const dirs = [[0, 1], [1, 0], [0, -1], [-1, 0]];
  let r = 0;
  let c = 0;
  let d = 0;
  for (let value = 1; value <= n * n; value++) {
    grid[r][c] = value;
    const nr = r + dirs[d][0];
    const nc = c + dirs[d][1];
    if (nr < 0 || nr >= n || nc < 0 || nc >= n || grid[nr][nc] !== 0) d = (d + 1) % 4;
    r += dirs[d][0];
    c += dirs[d][1];
  }
  return grid;
}
