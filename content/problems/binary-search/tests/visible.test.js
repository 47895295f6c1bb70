describe('binarySearch', () => {
  test('finds a value that occurs once', () => {
    expect(binarySearch([1, 3, 5, 7, 9], 7)).toBe(3);
  });

  test('returns the first index among duplicates', () => {
    expect(binarySearch([1, 2, 2, 2, 3, 5], 2)).toBe(1);
  });

  test('returns -1 for a missing value', () => {
    expect(binarySearch([1, 2, 2, 2, 3, 5], 4)).toBe(-1);
  });

  test('returns -1 for an empty array', () => {
    expect(binarySearch([], 1)).toBe(-1);
  });

  test('an array made of one repeated value', () => {
    expect(binarySearch([7, 7, 7, 7], 7)).toBe(0);
  });
});
