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
});
