// Wrong: a working deque, but it never validates k, and when the window is longer than the array it
// reports the maximum of the whole array instead of no windows.
function maxSlidingWindow(nums, k) {
  if (nums.length === 0) return [];
  const size = Math.min(k, nums.length);
  const deque = [];
  const result = [];
  for (let i = 0; i < nums.length; i++) {
    if (deque.length && deque[0] <= i - size) deque.shift();
    while (deque.length && nums[deque[deque.length - 1]] <= nums[i]) deque.pop();
    deque.push(i);
    if (i >= size - 1) result.push(nums[deque[0]]);
  }
  return result;
}
