// Wrong: a correct LCS, but on a tie it inserts before it deletes (and treats '' as one empty line),
// so a changed block comes out as inserts then deletes — a different diff from the one specified.
function diffLines(oldText, newText) {
  const a = oldText.split('\n');
  const b = newText.split('\n');
  if (oldText === '' && newText === '') return [];
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ op: 'equal', line: a[i] });
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) {
      ops.push({ op: 'insert', line: b[j++] });
    } else {
      ops.push({ op: 'delete', line: a[i++] });
    }
  }
  return ops;
}
