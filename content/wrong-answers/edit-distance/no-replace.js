// Wrong: only inserts and deletes (n + m − 2·LCS), so a replacement costs 2 and kitten → sitting is 5.
function editDistance(a, b) {
  const s = Array.from(a);
  const t = Array.from(b);
  let prev = new Array(t.length + 1).fill(0);
  for (let i = 1; i <= s.length; i++) {
    const curr = [0];
    for (let j = 1; j <= t.length; j++) {
      curr[j] = s[i - 1] === t[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], curr[j - 1]);
    }
    prev = curr;
  }
  return s.length + t.length - 2 * prev[t.length];
}

function editOperations(a, b) {
  const s = Array.from(a);
  const t = Array.from(b);
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < s.length && j < t.length) {
    if (s[i] === t[j]) {
      ops.push({ op: 'keep', char: s[i++] });
      j++;
    } else {
      ops.push({ op: 'delete', char: s[i++] });
    }
  }
  while (i < s.length) ops.push({ op: 'delete', char: s[i++] });
  while (j < t.length) ops.push({ op: 'insert', char: t[j++] });
  return ops;
}
