// Wrong: the dynamic programming is right, but camelCase humps do not count as word starts
// (the check runs on the lower-cased string) and sortByScore breaks ties by input order only.
function fuzzyMatch(query, candidate) {
  const q = query.toLowerCase();
  const c = candidate.toLowerCase();
  const m = q.length;
  const n = c.length;
  if (m === 0) return { score: 0, indices: [] };
  const pts = (j) => 1 + (j === 0 || !/[a-z0-9]/.test(c[j - 1]) ? 3 : 0);
  const best = Array.from({ length: m }, () => new Array(n).fill(-Infinity));
  for (let k = m - 1; k >= 0; k--) {
    for (let j = n - 1; j >= 0; j--) {
      if (q[k] !== c[j]) continue;
      if (k === m - 1) {
        best[k][j] = pts(j);
        continue;
      }
      let rest = -Infinity;
      for (let t = j + 1; t < n; t++) rest = Math.max(rest, best[k + 1][t] + (t === j + 1 ? 5 : 0));
      best[k][j] = pts(j) + rest;
    }
  }
  let score = -Infinity;
  let first = -1;
  for (let j = 0; j < n; j++) if (best[0][j] > score) (score = best[0][j]), (first = j);
  if (score === -Infinity) return null;
  const indices = [first];
  for (let k = 1; k < m; k++) {
    const prev = indices[k - 1];
    const need = best[k - 1][prev] - pts(prev);
    let j = prev + 1;
    while (best[k][j] + (j === prev + 1 ? 5 : 0) !== need) j++;
    indices.push(j);
  }
  return { score, indices };
}

function sortByScore(query, candidates) {
  return candidates
    .map((candidate) => ({ candidate, match: fuzzyMatch(query, candidate) }))
    .filter((e) => e.match)
    .sort((a, b) => b.match.score - a.match.score)
    .map((e) => e.candidate);
}
