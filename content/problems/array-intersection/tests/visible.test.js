describe('intersection', () => {
  test('intersects two arrays', () => {
    expect(intersection([1, 2, 3], [2, 3, 4])).toEqual([2, 3]);
  });

  test('intersects any number of arrays, in the order of the first', () => {
    expect(intersection([1, 2, 3, 4], [4, 3, 0], [3, 4, 5])).toEqual([3, 4]);
  });

  test('returns each value once', () => {
    expect(intersection(['a', 'a', 'b'], ['a', 'b', 'b'])).toEqual(['a', 'b']);
  });

  test('finds NaN', () => {
    expect(intersection([NaN, 1], [1, NaN])).toEqual([NaN, 1]);
  });

  test('returns [] when nothing is shared', () => {
    expect(intersection([1, 2], [3, 4])).toEqual([]);
    expect(intersection([1, 2], [])).toEqual([]);
  });
});
