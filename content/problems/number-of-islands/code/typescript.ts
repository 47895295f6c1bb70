/**
 * Counts the islands: groups of land cells (1) connected up, down, left or right.
 * Does not modify `grid`.
 */
function numIslands(grid: ReadonlyArray<ReadonlyArray<number>>): number {
  // TODO: implement
  throw new Error('Not implemented');
}
