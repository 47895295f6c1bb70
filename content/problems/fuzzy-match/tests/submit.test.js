describe('fuzzyMatch', () => {
  test('returns null when the query is not a subsequence', () => {
    expect(fuzzyMatch('abc', 'acb')).toBeNull();
    expect(fuzzyMatch('xyz', 'abc')).toBeNull();
  });

  test('matches case-insensitively and reports word starts', () => {
    expect(fuzzyMatch('GC', 'git commit')).toEqual({ score: 8, indices: [0, 4] });
  });

  test('consecutive matches earn a bonus', () => {
    expect(fuzzyMatch('ab', 'xab')).toEqual({ score: 7, indices: [1, 2] });
  });

  test('prefers word starts to earlier letters', () => {
    expect(fuzzyMatch('of', 'profile open_file')).toEqual({ score: 8, indices: [8, 13] });
  });

  test('an empty query matches with score 0', () => {
    expect(fuzzyMatch('', 'anything')).toEqual({ score: 0, indices: [] });
  });
});

describe('sortByScore', () => {
  test('keeps the matches, best first, shorter first on a tie', () => {
    expect(sortByScore('gc', ['magic', 'git commit', 'git checkout', 'go'])).toEqual([
      'git commit',
      'git checkout',
      'magic',
    ]);
  });

  test('ties in score and length keep the input order', () => {
    expect(sortByScore('a', ['ba', 'ca'])).toEqual(['ba', 'ca']);
    expect(sortByScore('a', ['ca', 'ba'])).toEqual(['ca', 'ba']);
  });

  test('a shorter candidate wins a tie even when it comes later', () => {
    expect(sortByScore('gc', ['git checkout', 'git commit'])).toEqual(['git commit', 'git checkout']);
  });

  test('ranks exact and prefix matches above scattered ones', () => {
    expect(sortByScore('list', ['playlist', 'l-i-s-t', 'toolbar', 'lists', 'list'])).toEqual([
      'list',
      'lists',
      'playlist',
      'l-i-s-t',
    ]);
  });

  test('does not modify the candidates and returns [] when nothing matches', () => {
    const candidates = ['b', 'a'];
    expect(sortByScore('z', candidates)).toEqual([]);
    sortByScore('a', candidates);
    expect(candidates).toEqual(['b', 'a']);
  });
});

describe('fuzzyMatch, hidden cases', () => {
  test('finds the best alignment, not the leftmost one', () => {
    expect(fuzzyMatch('abc', 'a_b_abc')).toEqual({ score: 16, indices: [4, 5, 6] });
  });

  test('camelCase humps are word starts', () => {
    expect(fuzzyMatch('gu', 'getUserName')).toEqual({ score: 8, indices: [0, 3] });
    expect(fuzzyMatch('un', 'getUserName')).toEqual({ score: 8, indices: [3, 7] });
  });

  test('separators start words, letters and digits do not', () => {
    expect(fuzzyMatch('b', 'a-b')).toEqual({ score: 4, indices: [2] });
    expect(fuzzyMatch('b', 'a.b')).toEqual({ score: 4, indices: [2] });
    expect(fuzzyMatch('b', 'a/b')).toEqual({ score: 4, indices: [2] });
    expect(fuzzyMatch('b', '1b')).toEqual({ score: 1, indices: [1] });
    expect(fuzzyMatch('b', 'AB')).toEqual({ score: 1, indices: [1] });
  });

  test('equal scores pick the earliest indices', () => {
    expect(fuzzyMatch('ab', 'ab ab')).toEqual({ score: 10, indices: [0, 1] });
    expect(fuzzyMatch('aa', 'banana')).toEqual({ score: 2, indices: [1, 3] });
  });

  test('a query longer than the candidate does not match', () => {
    expect(fuzzyMatch('abcd', 'abc')).toBeNull();
    expect(fuzzyMatch('a', '')).toBeNull();
  });

  test('the exact string scores every bonus', () => {
    expect(fuzzyMatch('List', 'list')).toEqual({ score: 22, indices: [0, 1, 2, 3] });
  });

  test('handles many repeated letters without exponential search', () => {
    expect(fuzzyMatch('a'.repeat(15), 'a'.repeat(80))).toEqual({
      score: 4 + 14 * 6,
      indices: Array.from({ length: 15 }, (_, i) => i),
    });
    expect(fuzzyMatch('a'.repeat(30) + 'b', 'a'.repeat(200))).toBeNull();
  });
});
