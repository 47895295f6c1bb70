// Wrong: matches closers correctly but never checks that the stack is empty at the end, so '((' is accepted.
function isValidParentheses(str) {
  const stack = [];
  const pairs = { ')': '(', ']': '[', '}': '{' };
  for (const ch of str) {
    if (ch === '(' || ch === '[' || ch === '{') stack.push(ch);
    else if (ch in pairs && stack.pop() !== pairs[ch]) return false;
  }
  return true;
}
