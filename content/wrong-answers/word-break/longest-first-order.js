// Wrong: the yes/no answer is right, but wordBreakAll tries the longest word first, so the
// segmentations come out in the reverse of the specified order.
function wordBreak(s, dictionary) {
  const words = new Set([...dictionary].filter(Boolean));
  const maxLength = Math.max(0, ...[...words].map((w) => w.length));
  const ok = new Array(s.length + 1).fill(false);
  ok[0] = true;
  for (let end = 1; end <= s.length; end++) {
    for (let start = Math.max(0, end - maxLength); start < end && !ok[end]; start++) {
      if (ok[start] && words.has(s.slice(start, end))) ok[end] = true;
    }
  }
  return ok[s.length];
}

function wordBreakAll(s, dictionary) {
  const words = [...new Set(dictionary)].filter(Boolean).sort((a, b) => b.length - a.length);
  const dead = new Set();
  const results = [];
  const walk = (start, path) => {
    if (start === s.length) {
      results.push(path);
      return true;
    }
    if (dead.has(start)) return false;
    let any = false;
    for (const word of words) {
      if (s.startsWith(word, start) && walk(start + word.length, [...path, word])) any = true;
    }
    if (!any) dead.add(start);
    return any;
  };
  walk(0, []);
  return results;
}
