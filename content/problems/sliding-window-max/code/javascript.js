/**
 * @param {number[]} nums
 * @param {number} k the window size, a positive integer
 * @returns {number[]} the maximum of each window, left to right
 */
function maxSlidingWindow(nums, k) {
  // TODO: implement
}
