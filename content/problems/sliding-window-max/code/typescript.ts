function maxSlidingWindow(nums: number[], k: number): number[] {
  // TODO: implement
  throw new Error('Not implemented');
}
