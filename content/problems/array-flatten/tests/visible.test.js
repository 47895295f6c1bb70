describe('flatten', () => {
  test('flattens one level by default', () => {
    expect(flatten([1, [2, [3, [4]]], 5])).toEqual([1, 2, [3, [4]], 5]);
  });

  test('flattens up to the given depth', () => {
    expect(flatten([1, [2, [3, [4]]], 5], 2)).toEqual([1, 2, 3, [4], 5]);
  });

  test('flattens completely with Infinity', () => {
    expect(flatten([[[[1]]], [2, [3, [4, [5]]]]], Infinity)).toEqual([1, 2, 3, 4, 5]);
  });

  test('returns a new array and leaves the input alone', () => {
    const input = [1, [2, 3]];
    const output = flatten(input);
    expect(output).toEqual([1, 2, 3]);
    expect(output).not.toBe(input);
    expect(input).toEqual([1, [2, 3]]);
  });

  test('handles an empty array', () => {
    expect(flatten([])).toEqual([]);
    expect(flatten([[], [[]]], Infinity)).toEqual([]);
  });
});
