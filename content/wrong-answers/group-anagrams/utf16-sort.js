// Wrong: word.split('').sort() sorts UTF-16 code units: surrogate halves of different emoji get mixed,
// so unrelated astral strings collide, and 'é' vs 'e' + U+0301 are not recognised as the same.
function groupAnagrams(words) {
  const groups = new Map();
  for (const word of words) {
    const key = word.split('').sort().join('');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(word);
  }
  return [...groups.values()];
}
