const garden = ['sun', 'sunflower', 'flower', 'flowers', 'seed', 'eed', 's'];

describe('wordBreak', () => {
  test('a string made of dictionary words', () => {
    expect(wordBreak('sunflowerseed', garden)).toBe(true);
    expect(wordBreak('seedsun', garden)).toBe(true);
  });

  test('a string that cannot be split', () => {
    expect(wordBreak('sunflowerpot', garden)).toBe(false);
    expect(wordBreak('flow', garden)).toBe(false);
  });

  test('words can be used more than once', () => {
    expect(wordBreak('sunsunsun', ['sun'])).toBe(true);
  });
});

describe('wordBreakAll', () => {
  test('every segmentation, shorter first word first', () => {
    expect(wordBreakAll('sunflowerseed', garden)).toEqual([
      ['sun', 'flower', 's', 'eed'],
      ['sun', 'flower', 'seed'],
      ['sun', 'flowers', 'eed'],
      ['sunflower', 's', 'eed'],
      ['sunflower', 'seed'],
    ]);
  });

  test('no segmentation gives an empty list', () => {
    expect(wordBreakAll('sunflowerpot', garden)).toEqual([]);
  });

  test('the empty string has exactly one segmentation: no words', () => {
    expect(wordBreak('', garden)).toBe(true);
    expect(wordBreakAll('', garden)).toEqual([[]]);
  });
});

describe('word break (hidden)', () => {
  test('order: compare word by word, the shorter word first', () => {
    expect(wordBreakAll('aaaa', ['aa', 'a', 'aaa'])).toEqual([
      ['a', 'a', 'a', 'a'],
      ['a', 'a', 'aa'],
      ['a', 'aa', 'a'],
      ['a', 'aaa'],
      ['aa', 'a', 'a'],
      ['aa', 'aa'],
      ['aaa', 'a'],
    ]);
  });

  test('the order of the dictionary does not matter', () => {
    const forwards = wordBreakAll('pineapplepen', ['pine', 'apple', 'pen', 'applepen', 'pineapple']);
    const backwards = wordBreakAll('pineapplepen', ['pineapple', 'applepen', 'pen', 'apple', 'pine']);
    expect(forwards).toEqual([
      ['pine', 'apple', 'pen'],
      ['pine', 'applepen'],
      ['pineapple', 'pen'],
    ]);
    expect(backwards).toEqual(forwards);
  });

  test('accepts a Set or any iterable, and duplicates change nothing', () => {
    expect(wordBreakAll('abab', new Set(['ab', 'a', 'b']))).toEqual([
      ['a', 'b', 'a', 'b'],
      ['a', 'b', 'ab'],
      ['ab', 'a', 'b'],
      ['ab', 'ab'],
    ]);
    expect(wordBreakAll('abab', ['ab', 'ab', 'ab'])).toEqual([['ab', 'ab']]);
    function* words() {
      yield 'x';
      yield 'yz';
    }
    expect(wordBreak('xyzx', words())).toBe(true);
  });

  test('the empty word is ignored', () => {
    expect(wordBreak('ab', ['', 'a'])).toBe(false);
    expect(wordBreakAll('a', ['', 'a'])).toEqual([['a']]);
  });

  test('an empty dictionary', () => {
    expect(wordBreak('a', [])).toBe(false);
    expect(wordBreakAll('a', [])).toEqual([]);
    expect(wordBreakAll('', [])).toEqual([[]]);
  });

  test('case-sensitive and exact', () => {
    expect(wordBreak('SunSeed', garden)).toBe(false);
    expect(wordBreak('sun seed', garden)).toBe(false);
    expect(wordBreak('sun seed', ['sun', ' ', 'seed'])).toBe(true);
  });

  test('a greedy longest-match is not enough', () => {
    expect(wordBreak('sunflowersun', garden)).toBe(true);
    expect(wordBreakAll('flowerseed', ['flowers', 'flower', 'seed'])).toEqual([['flower', 'seed']]);
    expect(wordBreak('abcd', ['abc', 'ab', 'cd'])).toBe(true);
  });

  test('the whole string as one word', () => {
    expect(wordBreakAll('sunflower', ['sunflower'])).toEqual([['sunflower']]);
  });

  test('returns fresh arrays', () => {
    const first = wordBreakAll('ab', ['a', 'b']);
    first[0].push('mutated');
    expect(wordBreakAll('ab', ['a', 'b'])).toEqual([['a', 'b']]);
  });

  test('many segmentations are all listed', () => {
    const all = wordBreakAll('a'.repeat(12), ['a', 'aa', 'aaa']);
    expect(all).toHaveLength(927);
    expect(all[0]).toEqual(Array(12).fill('a'));
    expect(all[all.length - 1]).toEqual(['aaa', 'aaa', 'aaa', 'aaa']);
    expect(new Set(all.map((w) => w.join('|'))).size).toBe(927);
  });

  test('hopeless long inputs answer quickly (no exponential search)', () => {
    const s = 'a'.repeat(3000) + 'b';
    const dictionary = ['a', 'aa', 'aaa', 'aaaa', 'aaaaa'];
    expect(wordBreak(s, dictionary)).toBe(false);
    expect(wordBreakAll(s, dictionary)).toEqual([]);
    expect(wordBreakAll('ab'.repeat(1500) + 'c', ['a', 'b', 'ab'])).toEqual([]);
    expect(wordBreak('ab'.repeat(1500), ['a', 'b', 'ab', 'abab'])).toBe(true);
  });
});
