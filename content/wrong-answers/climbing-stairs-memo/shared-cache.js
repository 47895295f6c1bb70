// Wrong: one cache shared by every call and keyed only by n, so a result computed for one step set is returned for another.
const cache = new Map();
function climbStairs(n, steps = [1, 2]) {
  if (n === 0) return 1;
  if (n < 0) return 0;
  if (cache.has(n)) return cache.get(n);
  let total = 0;
  for (const step of steps) total += climbStairs(n - step, steps);
  cache.set(n, total);
  return total;
}
