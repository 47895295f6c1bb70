// Wrong: the classic layer loop without the two guards. After walking right and down, it always
// walks left along the bottom row and up the left column, even when the top row or the right
// column it just used was the last one, so wide and tall matrices repeat elements of their middle
// row or column. Square matrices and single rows happen to come out right.
function spiralOrder(matrix) {
  const result = [];
  if (matrix.length === 0) return result;
  let top = 0;
  let bottom = matrix.length - 1;
  let left = 0;
  let right = matrix[0].length - 1;
  while (top <= bottom && left <= right) {
    for (let c = left; c <= right; c++) result.push(matrix[top][c]);
    top++;
    for (let r = top; r <= bottom; r++) result.push(matrix[r][right]);
    right--;
    for (let c = right; c >= left; c--) result.push(matrix[bottom][c]);
    bottom--;
    for (let r = bottom; r >= top; r--) result.push(matrix[r][left]);
    left++;
  }
  return result;
}

function generateSpiral(n) {
  if (typeof n !== 'number') throw new TypeError('n must be a number');
  if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a non-negative integer');
  const grid = Array.from({ length: n }, () => new Array(n).fill(0));
  let value = 1;
  let top = 0;
  let bottom = n - 1;
  let left = 0;
  let right = n - 1;
  while (top <= bottom && left <= right) {
    for (let c = left; c <= right; c++) grid[top][c] = value++;
    top++;
    for (let r = top; r <= bottom; r++) grid[r][right] = value++;
    right--;
    for (let c = right; c >= left; c--) grid[bottom][c] = value++;
    bottom--;
    for (let r = bottom; r >= top; r--) grid[r][left] = value++;
    left++;
  }
  return grid;
}
