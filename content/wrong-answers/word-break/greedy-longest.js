// Wrong: wordBreak takes the longest matching word at each position and never backtracks
// ('flowerseed' with 'flowers' fails); wordBreakAll lists the splits in dictionary order and
// forgets that the empty string has one (empty) segmentation.
function wordBreak(s, dictionary) {
  const words = [...dictionary].sort((a, b) => b.length - a.length);
  let i = 0;
  while (i < s.length) {
    const word = words.find((w) => w && s.startsWith(w, i));
    if (!word) return false;
    i += word.length;
  }
  return true;
}

function wordBreakAll(s, dictionary) {
  const words = [...new Set(dictionary)].filter(Boolean);
  const memo = new Map();
  const from = (start) => {
    if (memo.has(start)) return memo.get(start);
    const found = [];
    for (const word of words) {
      if (!s.startsWith(word, start)) continue;
      if (start + word.length === s.length) found.push([word]);
      else for (const rest of from(start + word.length)) found.push([word, ...rest]);
    }
    memo.set(start, found);
    return found;
  };
  return s === '' ? [] : from(0);
}
