/**
 * @param {string[]} words
 * @returns {string[][]} groups of anagrams
 */
function groupAnagrams(words) {
  // TODO: implement
}
