/**
 * Returns the length of the longest substring of `str` without a repeated character.
 * @param {string} str
 * @return {number}
 */
function lengthOfLongestSubstring(str) {
  // TODO: implement
}
