describe('chunk', () => {
  test('splits into groups of the given size', () => {
    expect(chunk([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  test('the last group holds what is left', () => {
    expect(chunk(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  test('size 1 by default', () => {
    expect(chunk([1, 2, 3])).toEqual([[1], [2], [3]]);
  });

  test('a size larger than the array gives one group', () => {
    expect(chunk([1, 2], 5)).toEqual([[1, 2]]);
  });

  test('an empty array gives no groups', () => {
    expect(chunk([], 3)).toEqual([]);
  });
});
