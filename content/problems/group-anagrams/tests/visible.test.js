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
