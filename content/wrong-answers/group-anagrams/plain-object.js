// Wrong: groups in a plain object. Integer-like keys ('12') are enumerated first, in numeric order,
// so the groups lose their order of first appearance.
function groupAnagrams(words) {
  const groups = {};
  for (const word of words) {
    const key = Array.from(word.normalize('NFC')).sort().join('');
    if (!groups[key]) groups[key] = [];
    groups[key].push(word);
  }
  return Object.values(groups);
}
