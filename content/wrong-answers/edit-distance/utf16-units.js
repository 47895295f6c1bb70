// Wrong: indexes the strings directly, so it works on UTF-16 code units: an emoji counts as two
// characters, and an operation can hold half of a surrogate pair.
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const curr = [i];
    for (let j = 1; j <= b.length; j++) {
      curr[j] = a[i - 1] === b[j - 1] ? prev[j - 1] : 1 + Math.min(prev[j - 1], prev[j], curr[j - 1]);
    }
    prev = curr;
  }
  return prev[b.length];
}

function editOperations(a, b) {
  const n = a.length;
  const m = b.length;
  const d = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === n ? m - j : j === m ? n - i : 0)));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      d[i][j] = a[i] === b[j] ? d[i + 1][j + 1] : 1 + Math.min(d[i + 1][j + 1], d[i + 1][j], d[i][j + 1]);
    }
  }
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) ops.push({ op: 'keep', char: a[i++] }), j++;
    else if (i < n && j < m && d[i][j] === 1 + d[i + 1][j + 1]) ops.push({ op: 'replace', from: a[i++], to: b[j++] });
    else if (i < n && d[i][j] === 1 + d[i + 1][j]) ops.push({ op: 'delete', char: a[i++] });
    else ops.push({ op: 'insert', char: b[j++] });
  }
  return ops;
}
