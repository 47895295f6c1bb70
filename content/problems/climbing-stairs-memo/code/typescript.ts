/** Returns the number of ordered sequences of moves from `steps` that add up to `n`. */
function climbStairs(n: number, steps: number[] = [1, 2]): number {
  // TODO: implement
  throw new Error('Not implemented');
}
