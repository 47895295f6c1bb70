// Wrong: finds and merges the ranges correctly, but slices the lower-cased copy of the text, so the
// segments lose the original capitalisation; an empty text also yields one empty segment.
function highlight(text, terms) {
  const lower = text.toLowerCase();
  const ranges = [];
  for (const term of terms) {
    if (!term) continue;
    const t = term.toLowerCase();
    for (let i = lower.indexOf(t); i !== -1; i = lower.indexOf(t, i + 1)) ranges.push([i, i + t.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [s, e] of ranges) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  const out = [];
  let pos = 0;
  for (const [s, e] of merged) {
    if (s > pos) out.push({ text: lower.slice(pos, s), match: false });
    out.push({ text: lower.slice(s, e), match: true });
    pos = e;
  }
  if (pos < lower.length || out.length === 0) out.push({ text: lower.slice(pos), match: false });
  return out;
}
