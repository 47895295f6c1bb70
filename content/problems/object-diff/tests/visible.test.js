describe('diff', () => {
  test('equal values have no changes', () => {
    expect(diff({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'x' }] })).toEqual([]);
  });

  test('a changed leaf is a replace at its path', () => {
    expect(diff({ user: { name: 'Ann', age: 30 } }, { user: { name: 'Ann', age: 31 } })).toEqual([
      { op: 'replace', path: ['user', 'age'], value: 31 },
    ]);
  });

  test('removed keys in the order of before, then added keys in the order of after', () => {
    expect(diff({ a: 1, b: 2, c: 3 }, { c: 3, e: 5, a: 1, d: 4 })).toEqual([
      { op: 'remove', path: ['b'] },
      { op: 'add', path: ['e'], value: 5 },
      { op: 'add', path: ['d'], value: 4 },
    ]);
  });

  test('a longer array adds the new indexes in increasing order', () => {
    expect(diff({ list: ['a'] }, { list: ['a', 'b', 'c'] })).toEqual([
      { op: 'add', path: ['list', '1'], value: 'b' },
      { op: 'add', path: ['list', '2'], value: 'c' },
    ]);
  });

  test('a shorter array removes the extra indexes from the end', () => {
    expect(diff(['a', 'b', 'c', 'd'], ['a', 'x'])).toEqual([
      { op: 'replace', path: ['1'], value: 'x' },
      { op: 'remove', path: ['3'] },
      { op: 'remove', path: ['2'] },
    ]);
  });

  test('a change of kind replaces the whole value', () => {
    expect(diff({ a: { b: 1 } }, { a: [1] })).toEqual([{ op: 'replace', path: ['a'], value: [1] }]);
  });
});
