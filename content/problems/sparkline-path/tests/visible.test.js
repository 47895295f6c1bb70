describe('sparklinePath', () => {
  test('three points', () => {
    expect(sparklinePath([0, 10, 5], 100, 20)).toBe('M 0 20 L 50 0 L 100 10');
  });

  test('the largest value is at the top', () => {
    expect(sparklinePath([1, 2], 10, 10)).toBe('M 0 10 L 10 0');
  });

  test('an empty series draws nothing', () => {
    expect(sparklinePath([], 100, 20)).toBe('');
  });

  test('flat data lies on the middle line', () => {
    expect(sparklinePath([3, 3], 10, 8)).toBe('M 0 4 L 10 4');
  });

  test('rounds to two decimals without trailing zeros', () => {
    expect(sparklinePath([0, 1, 2, 3], 10, 3)).toBe('M 0 3 L 3.33 2 L 6.67 1 L 10 0');
  });
});
