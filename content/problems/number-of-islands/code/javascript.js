/**
 * Counts the islands: groups of land cells (1) connected up, down, left or right.
 * Does not modify `grid`.
 * @param {number[][]} grid rows of 1 (land) and 0 (water)
 * @return {number}
 */
function numIslands(grid) {
  // TODO: implement
}
