// Wrong: the distance is right, but when reading off the operations it tries insert and delete
// before replace, so 'ab' → 'ba' becomes delete/keep/insert instead of the specified two replaces.
function editDistance(a, b) {
  const s = Array.from(a);
  const t = Array.from(b);
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const curr = [i];
    for (let j = 1; j <= t.length; j++) {
      curr[j] = s[i - 1] === t[j - 1] ? prev[j - 1] : 1 + Math.min(prev[j - 1], prev[j], curr[j - 1]);
    }
    prev = curr;
  }
  return prev[t.length];
}

function editOperations(a, b) {
  const s = Array.from(a);
  const t = Array.from(b);
  const n = s.length;
  const m = t.length;
  const d = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === n ? m - j : j === m ? n - i : 0)));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      d[i][j] = s[i] === t[j] ? d[i + 1][j + 1] : 1 + Math.min(d[i + 1][j + 1], d[i + 1][j], d[i][j + 1]);
    }
  }
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && s[i] === t[j]) {
      ops.push({ op: 'keep', char: s[i++] });
      j++;
    } else if (j < m && d[i][j] === 1 + d[i][j + 1]) {
      ops.push({ op: 'insert', char: t[j++] });
    } else if (i < n && d[i][j] === 1 + d[i + 1][j]) {
      ops.push({ op: 'delete', char: s[i++] });
    } else {
      ops.push({ op: 'replace', from: s[i++], to: t[j++] });
    }
  }
  return ops;
}
