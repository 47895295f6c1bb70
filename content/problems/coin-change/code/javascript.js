/**
 * The fewest coins (each value usable any number of times) that add up to `amount`, or -1.
 *
 * @param {number[]} coins
 * @param {number} amount
 * @returns {number}
 */
function coinChange(coins, amount) {
  // TODO: implement
}
