// Wrong: tests the stored index for truthiness, so a partner at index 0 is treated as missing.
function twoSum(nums, target) {
  const seen = {};
  for (let j = 0; j < nums.length; j++) {
    const i = seen[target - nums[j]];
    if (i) return [i, j];
    if (!(nums[j] in seen)) seen[nums[j]] = j;
  }
  return null;
}
