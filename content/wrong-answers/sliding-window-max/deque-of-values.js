// Wrong: keeps values, not indices, in the deque and drops smaller-or-equal values from the back.
// With duplicates the front is evicted when an equal value leaves, although a later copy of it is
// still in the window ([3, 3, 1], k = 2 gives [3, 1]).
function maxSlidingWindow(nums, k) {
  if (!Number.isInteger(k) || k < 1) throw new RangeError('k must be a positive integer');
  const deque = [];
  const result = [];
  for (let i = 0; i < nums.length; i++) {
    if (i >= k && deque[0] === nums[i - k]) deque.shift();
    while (deque.length && deque[deque.length - 1] <= nums[i]) deque.pop();
    deque.push(nums[i]);
    if (i >= k - 1) result.push(deque[0]);
  }
  return result;
}
