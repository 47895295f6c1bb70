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

  test('an empty trie', () => {
    const trie = new Trie();
    expect(trie.search('a')).toBe(false);
    expect(trie.startsWith('')).toBe(false);
    expect(trie.startsWith('a')).toBe(false);
    expect(trie.wordsWithPrefix('')).toEqual([]);
  });

  test('the empty prefix matches everything, sorted', () => {
    const trie = build(['vue', 'angular', 'react', 'Svelte']);
    expect(trie.startsWith('')).toBe(true);
    expect(trie.wordsWithPrefix('')).toEqual(['Svelte', 'angular', 'react', 'vue']);
  });

  test('a word that is a prefix of another word', () => {
    const trie = build(['car', 'card', 'care', 'cart']);
    expect(trie.search('car')).toBe(true);
    expect(trie.search('ca')).toBe(false);
    expect(trie.wordsWithPrefix('car')).toEqual(['car', 'card', 'care', 'cart']);
    expect(trie.wordsWithPrefix('card')).toEqual(['card']);
  });

  test('duplicates are stored once', () => {
    const trie = build(['node', 'node', 'nodejs', 'node']);
    expect(trie.wordsWithPrefix('no')).toEqual(['node', 'nodejs']);
  });

  test('the sort order ignores insertion order', () => {
    const trie = build(['zeta', 'beta', 'alpha', 'gamma', 'alphabet', 'al']);
    expect(trie.wordsWithPrefix('al')).toEqual(['al', 'alpha', 'alphabet']);
    expect(trie.wordsWithPrefix('')).toEqual(['al', 'alpha', 'alphabet', 'beta', 'gamma', 'zeta']);
  });

  test('case matters and any character is allowed', () => {
    const trie = build(['React', 'react', 'use-state', 'use state', '你好', '你们']);
    expect(trie.search('react')).toBe(true);
    expect(trie.search('REACT')).toBe(false);
    expect(trie.wordsWithPrefix('R')).toEqual(['React']);
    expect(trie.wordsWithPrefix('use')).toEqual(['use state', 'use-state']);
    expect(trie.wordsWithPrefix('你')).toEqual(['你们', '你好']);
  });

  test('a prefix longer than every word', () => {
    const trie = build(['ab']);
    expect(trie.startsWith('abc')).toBe(false);
    expect(trie.wordsWithPrefix('abc')).toEqual([]);
  });

  test('instances are independent', () => {
    const a = build(['one']);
    const b = build(['two']);
    expect(a.search('two')).toBe(false);
    expect(b.search('one')).toBe(false);
  });

  test('prefix queries do not scan every word', () => {
    const n = 30000;
    const key = (i) => 'k' + i.toString(36).padStart(4, '0');
    const trie = new Trie();
    for (let i = 0; i < n; i++) trie.insert(key(i));
    let wrong = 0;
    for (let q = 0; q < 40000; q++) {
      const i = (q * 7919) % n;
      const word = key(i);
      const prefix = word.slice(0, 4);
      if (!trie.search(word)) wrong += 1;
      if (trie.search(prefix)) wrong += 1;
      if (!trie.startsWith(prefix)) wrong += 1;
      if (trie.startsWith(word + 'x')) wrong += 1;
      const own = trie.wordsWithPrefix(word);
      if (own.length !== 1 || own[0] !== word) wrong += 1;
      if (q % 20 === 0) {
        const words = trie.wordsWithPrefix(prefix);
        if (!words.includes(word) || words.length > 36) wrong += 1;
        for (let k = 1; k < words.length; k++) if (!(words[k - 1] < words[k])) wrong += 1;
      }
    }
    expect(wrong).toBe(0);
    expect(trie.wordsWithPrefix('k000')).toEqual(Array.from({ length: 36 }, (_, i) => key(i)));
  });
});
