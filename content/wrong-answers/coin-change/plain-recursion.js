// Wrong: tries every combination without memoisation: exponential, too slow for large amounts.
function coinChange(coins, amount) {
  if (amount === 0) return 0;
  let best = -1;
  for (const coin of coins) {
    if (coin > amount) continue;
    const rest = coinChange(coins, amount - coin);
    if (rest >= 0 && (best === -1 || rest + 1 < best)) best = rest + 1;
  }
  return best;
}
