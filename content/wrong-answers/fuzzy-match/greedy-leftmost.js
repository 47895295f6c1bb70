// Wrong: takes the leftmost occurrence of each query character. It finds every subsequence and
// scores the alignment it found correctly, but that alignment is often not the best one.
function isWordStart(s, i) {
  if (i === 0) return true;
  if (!/[A-Za-z0-9]/.test(s[i - 1])) return true;
  return /[a-z]/.test(s[i - 1]) && /[A-Z]/.test(s[i]);
}

function fuzzyMatch(query, candidate) {
  const q = query.toLowerCase();
  const c = candidate.toLowerCase();
  const indices = [];
  let score = 0;
  let j = 0;
  for (const ch of q) {
    while (j < c.length && c[j] !== ch) j++;
    if (j === c.length) return null;
    score += 1 + (isWordStart(candidate, j) ? 3 : 0);
    if (indices.length && indices[indices.length - 1] === j - 1) score += 5;
    indices.push(j++);
  }
  return { score, indices };
}

function sortByScore(query, candidates) {
  return candidates
    .map((candidate, order) => ({ candidate, order, match: fuzzyMatch(query, candidate) }))
    .filter((e) => e.match)
    .sort((a, b) => b.match.score - a.match.score || a.candidate.length - b.candidate.length || a.order - b.order)
    .map((e) => e.candidate);
}
