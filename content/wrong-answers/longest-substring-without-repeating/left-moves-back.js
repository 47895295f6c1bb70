// Wrong: jumps left to lastSeen + 1 even when that occurrence is already outside the window, so the window can move backwards ('abba' gives 3).
function lengthOfLongestSubstring(str) {
  const lastSeen = new Map();
  let left = 0;
  let best = 0;
  for (let right = 0; right < str.length; right++) {
    if (lastSeen.has(str[right])) left = lastSeen.get(str[right]) + 1;
    lastSeen.set(str[right], right);
    best = Math.max(best, right - left + 1);
  }
  return best;
}
