describe('twoSum', () => {
  test('finds a pair at the start', () => {
    expect(twoSum([2, 7, 11, 15], 9)).toEqual([0, 1]);
  });

  test('does not pair an element with itself', () => {
    expect(twoSum([3, 2, 4], 6)).toEqual([1, 2]);
  });

  test('two equal values can form a pair', () => {
    expect(twoSum([3, 3], 6)).toEqual([0, 1]);
  });

  test('returns the pair with the smallest second index', () => {
    expect(twoSum([1, 5, 1, 5], 6)).toEqual([0, 1]);
  });

  test('returns null when there is no pair', () => {
    expect(twoSum([1, 2], 7)).toBeNull();
  });
});
