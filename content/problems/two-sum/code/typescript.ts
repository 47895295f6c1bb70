/**
 * Returns [i, j] (i < j) with nums[i] + nums[j] === target — the pair with the
 * smallest j, then the smallest i — or null when there is none.
 */
function twoSum(nums: number[], target: number): [number, number] | null {
  // TODO: implement
  throw new Error('Not implemented');
}
