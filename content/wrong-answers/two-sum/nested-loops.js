// Wrong: checks every pair with two nested loops — correct, but O(n^2).
function twoSum(nums, target) {
  for (let j = 0; j < nums.length; j++) {
    for (let i = 0; i < j; i++) {
      if (nums[i] + nums[j] === target) return [i, j];
    }
  }
  return null;
}
