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

  test('a size equal to the length gives one group', () => {
    expect(chunk([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
  });

  test('keeps falsy values and nested arrays as elements', () => {
    expect(chunk([0, '', null, undefined, false, [1]], 4)).toEqual([
      [0, '', null, undefined],
      [false, [1]],
    ]);
  });

  test('does not change the input', () => {
    const input = [1, 2, 3, 4, 5];
    chunk(input, 2);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });

  test('returns new arrays that are not the input', () => {
    const input = [1, 2];
    const [group] = chunk(input, 2);
    expect(group).toEqual([1, 2]);
    expect(group).not.toBe(input);
  });

  test('a size of 0, a negative size or NaN gives no groups', () => {
    expect(chunk([1, 2, 3], 0)).toEqual([]);
    expect(chunk([1, 2, 3], -2)).toEqual([]);
    expect(chunk([1, 2, 3], NaN)).toEqual([]);
  });

  test('a fractional size is rounded down', () => {
    expect(chunk([1, 2, 3, 4, 5], 2.7)).toEqual([[1, 2], [3, 4], [5]]);
  });

  test('handles a large array in linear time', () => {
    const big = Array.from({ length: 300000 }, (_, i) => i);
    const groups = chunk(big, 3);
    expect(groups).toHaveLength(100000);
    expect(groups[99999]).toEqual([299997, 299998, 299999]);
  });
});
