// Wrong: one global regular expression with the escaped terms as alternatives. The regex engine
// never revisits matched characters, so overlapping occurrences ('aa' in 'aaa') and overlapping
// terms ('vasc' inside 'java|script') are missed; touching matches are merged.
function highlight(text, terms) {
  const alternatives = terms.filter(Boolean).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (text === '') return [];
  if (alternatives.length === 0) return [{ text, match: false }];
  const re = new RegExp(alternatives.join('|'), 'gi');
  const segments = [];
  let pos = 0;
  let m;
  while ((m = re.exec(text))) {
    if (m.index > pos) segments.push({ text: text.slice(pos, m.index), match: false });
    const last = segments[segments.length - 1];
    if (last && last.match && m.index === pos) last.text += m[0];
    else segments.push({ text: m[0], match: true });
    pos = m.index + m[0].length;
  }
  if (pos < text.length) segments.push({ text: text.slice(pos), match: false });
  return segments;
}
