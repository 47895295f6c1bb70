// Wrong: largest coin first, which is not optimal for every coin system.
function coinChange(coins, amount) {
  const sorted = [...coins].sort((a, b) => b - a);
  let count = 0;
  let left = amount;
  for (const coin of sorted) {
    count += Math.floor(left / coin);
    left %= coin;
  }
  return left === 0 ? count : -1;
}
