// Wrong: fills the map with the whole array first, so an element can pair with itself and later duplicates overwrite earlier indices.
function twoSum(nums, target) {
  const index = new Map();
  nums.forEach((n, i) => index.set(n, i));
  for (let i = 0; i < nums.length; i++) {
    const j = index.get(target - nums[i]);
    if (j !== undefined) return [i, j];
  }
  return null;
}
