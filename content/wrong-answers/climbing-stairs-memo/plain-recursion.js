// Wrong: the plain recursion recomputes the same sub-problems — exponential time, climbStairs(70) never finishes.
function climbStairs(n, steps = [1, 2]) {
  if (n === 0) return 1;
  if (n < 0) return 0;
  let total = 0;
  for (const step of steps) total += climbStairs(n - step, steps);
  return total;
}
