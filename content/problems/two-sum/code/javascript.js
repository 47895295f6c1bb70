/**
 * Returns [i, j] (i < j) with nums[i] + nums[j] === target — the pair with the
 * smallest j, then the smallest i — or null when there is none.
 * @param {number[]} nums
 * @param {number} target
 * @return {[number, number] | null}
 */
function twoSum(nums, target) {
  // TODO: implement
}
