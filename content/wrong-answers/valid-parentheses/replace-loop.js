// Wrong: deletes innermost pairs with replace until nothing changes — correct, but O(n^2) on deeply nested input.
function isValidParentheses(str) {
  let s = str.replace(/[^()[\]{}]/g, '');
  let previous;
  do {
    previous = s;
    s = s.replace('()', '').replace('[]', '').replace('{}', '');
  } while (s !== previous);
  return s.length === 0;
}
