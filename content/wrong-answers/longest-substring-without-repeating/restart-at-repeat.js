// Wrong: on a repeat it throws the whole window away and restarts at the current character, losing valid windows ('dvdf' gives 2).
function lengthOfLongestSubstring(str) {
  let seen = new Set();
  let best = 0;
  for (const ch of str) {
    if (seen.has(ch)) seen = new Set();
    seen.add(ch);
    best = Math.max(best, seen.size);
  }
  return best;
}
