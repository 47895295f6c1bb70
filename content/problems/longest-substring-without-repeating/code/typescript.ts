/** Returns the length of the longest substring of `str` without a repeated character. */
function lengthOfLongestSubstring(str: string): number {
  // TODO: implement
  throw new Error('Not implemented');
}
