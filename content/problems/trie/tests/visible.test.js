describe('Trie', () => {
  function build(words) {
    const trie = new Trie();
    words.forEach((w) => trie.insert(w));
    return trie;
  }

  test('search finds inserted words only', () => {
    const trie = build(['react', 'read', 'vue']);
    expect(trie.search('react')).toBe(true);
    expect(trie.search('vue')).toBe(true);
    expect(trie.search('svelte')).toBe(false);
  });

  test('a prefix is not a word', () => {
    const trie = build(['react']);
    expect(trie.search('reac')).toBe(false);
    expect(trie.search('reactive')).toBe(false);
  });

  test('startsWith', () => {
    const trie = build(['react', 'vue']);
    expect(trie.startsWith('rea')).toBe(true);
    expect(trie.startsWith('react')).toBe(true);
    expect(trie.startsWith('angular')).toBe(false);
  });

  test('wordsWithPrefix returns sorted matches', () => {
    const trie = build(['react', 'read', 'reactive', 'vue', 'rea']);
    expect(trie.wordsWithPrefix('rea')).toEqual(['rea', 'react', 'reactive', 'read']);
  });

  test('wordsWithPrefix returns an empty array when nothing matches', () => {
    const trie = build(['react']);
    expect(trie.wordsWithPrefix('x')).toEqual([]);
  });
});
