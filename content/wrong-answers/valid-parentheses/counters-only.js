// Wrong: keeps one counter per bracket type, so it cannot see order and accepts crossed brackets like '([)]'.
function isValidParentheses(str) {
  const open = { ')': 0, ']': 0, '}': 0 };
  const partner = { '(': ')', '[': ']', '{': '}' };
  for (const ch of str) {
    if (ch in partner) open[partner[ch]] += 1;
    else if (ch in open) {
      open[ch] -= 1;
      if (open[ch] < 0) return false;
    }
  }
  return open[')'] === 0 && open[']'] === 0 && open['}'] === 0;
}
