// Wrong: extends a window from every start position — correct, but O(n·k), too slow when the answer is long.
function lengthOfLongestSubstring(str) {
  let best = 0;
  for (let i = 0; i < str.length; i++) {
    const seen = new Set();
    let j = i;
    while (j < str.length && !seen.has(str[j])) seen.add(str[j++]);
    best = Math.max(best, j - i);
  }
  return best;
}
