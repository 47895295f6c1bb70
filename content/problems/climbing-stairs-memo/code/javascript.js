/**
 * Returns the number of ordered sequences of moves from `steps` that add up to `n`.
 * @param {number} n stairs, an integer >= 0
 * @param {number[]} [steps] distinct positive step sizes, default [1, 2]
 * @return {number}
 */
function climbStairs(n, steps = [1, 2]) {
  // TODO: implement
}
