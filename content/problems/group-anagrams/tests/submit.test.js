describe('groupAnagrams', () => {
  test('groups words with the same letters', () => {
    expect(groupAnagrams(['listen', 'google', 'silent', 'enlist', 'banana', 'gogole'])).toEqual([
      ['listen', 'silent', 'enlist'],
      ['google', 'gogole'],
      ['banana'],
    ]);
  });

  test('groups are ordered by their first word, words keep the input order', () => {
    expect(groupAnagrams(['tab', 'rat', 'bat', 'tar', 'art'])).toEqual([
      ['tab', 'bat'],
      ['rat', 'tar', 'art'],
    ]);
  });

  test('no anagrams: one group per word', () => {
    expect(groupAnagrams(['one', 'two', 'three'])).toEqual([['one'], ['two'], ['three']]);
  });

  test('an empty list', () => {
    expect(groupAnagrams([])).toEqual([]);
  });

  test('letter counts matter, not just the set of letters', () => {
    expect(groupAnagrams(['aab', 'abb', 'bba', 'aba'])).toEqual([
      ['aab', 'aba'],
      ['abb', 'bba'],
    ]);
  });
});

describe('groupAnagrams (hidden)', () => {
  test('case-sensitive', () => {
    expect(groupAnagrams(['Tea', 'eat', 'ate', 'Eat'])).toEqual([['Tea'], ['eat', 'ate'], ['Eat']]);
  });

  test('duplicates are kept, each where it appears', () => {
    expect(groupAnagrams(['abc', 'cab', 'abc', 'x'])).toEqual([['abc', 'cab', 'abc'], ['x']]);
  });

  test('the empty string is a word', () => {
    expect(groupAnagrams(['', 'a', ''])).toEqual([['', ''], ['a']]);
  });

  test('numeric-looking words keep the group order', () => {
    expect(groupAnagrams(['b', '21', 'a', '12', '1'])).toEqual([['b'], ['21', '12'], ['a'], ['1']]);
  });

  test('words that look like object keys', () => {
    expect(groupAnagrams(['constructor', 'toString', 'gnirtSot', '__proto__', '__otorp__'])).toEqual([
      ['constructor'],
      ['toString', 'gnirtSot'],
      ['__proto__', '__otorp__'],
    ]);
  });

  test('emoji and other astral characters are single characters', () => {
    expect(groupAnagrams(['😀🎉', '🎉😀', '\u{1F789}\u{1F200}'])).toEqual([['😀🎉', '🎉😀'], ['\u{1F789}\u{1F200}']]);
  });

  test('non-Latin scripts', () => {
    expect(groupAnagrams(['жизнь', 'низьж', '山水', '水山', 'мир'])).toEqual([['жизнь', 'низьж'], ['山水', '水山'], ['мир']]);
  });

  test('precomposed and decomposed accents are the same character', () => {
    const composed = 'caf\u00e9';
    const decomposed = 'e\u0301fac';
    expect(groupAnagrams([composed, decomposed, 'face'])).toEqual([[composed, decomposed], ['face']]);
  });

  test('returns the original strings, not normalised copies', () => {
    const decomposed = 'e\u0301';
    const [[word]] = groupAnagrams([decomposed]);
    expect(word).toBe(decomposed);
    expect(word).toHaveLength(2);
  });

  test('does not modify the input', () => {
    const words = ['bca', 'abc', 'z'];
    groupAnagrams(words);
    expect(words).toEqual(['bca', 'abc', 'z']);
  });

  test('many words quickly', () => {
    const words = [];
    for (let i = 0; i < 20000; i++) {
      const g = i % 1000; // 1000 different letter counts
      const base = 'a'.repeat(1 + (g % 25)) + 'b'.repeat(1 + Math.floor(g / 25)) + 'c';
      words.push(i % 2 ? base : base.split('').reverse().join(''));
    }
    const groups = groupAnagrams(words);
    expect(groups).toHaveLength(1000);
    expect(groups[0]).toHaveLength(20);
    expect(groups[0][0]).toBe(words[0]);
    expect(groups[999][19]).toBe(words[19999]);
  });
});
