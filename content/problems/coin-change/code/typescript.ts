/** The fewest coins (each value usable any number of times) that add up to `amount`, or -1. */
function coinChange(coins: number[], amount: number): number {
  // TODO: implement
  throw new Error('Not implemented');
}
