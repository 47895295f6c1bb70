// Wrong: greedy — when the lines differ it looks for the old line further down the new text and
// inserts everything before it. Not a longest common subsequence, so a moved line at the top turns
// the rest of the file into deletes and inserts.
function diffLines(oldText, newText) {
  const a = oldText === '' ? [] : oldText.split('\n');
  const b = newText === '' ? [] : newText.split('\n');
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      ops.push({ op: 'equal', line: a[i] });
      i++;
      j++;
      continue;
    }
    const k = b.indexOf(a[i], j);
    if (k === -1) {
      ops.push({ op: 'delete', line: a[i++] });
    } else {
      while (j < k) ops.push({ op: 'insert', line: b[j++] });
    }
  }
  while (i < a.length) ops.push({ op: 'delete', line: a[i++] });
  while (j < b.length) ops.push({ op: 'insert', line: b[j++] });
  return ops;
}
