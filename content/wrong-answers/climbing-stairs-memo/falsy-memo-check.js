// Wrong: checks the memo with a truthiness test, so results equal to 0 are never reused and unreachable branches stay exponential.
function climbStairs(n, steps = [1, 2]) {
  const memo = {};
  const ways = (i) => {
    if (i === 0) return 1;
    if (i < 0) return 0;
    if (memo[i]) return memo[i];
    let total = 0;
    for (const step of steps) total += ways(i - step);
    memo[i] = total;
    return total;
  };
  return ways(n);
}
