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

  test('a single value is a line across the middle', () => {
    expect(sparklinePath([42], 60, 10)).toBe('M 0 5 L 60 5');
  });

  test('negative values', () => {
    expect(sparklinePath([-10, 0, 10], 20, 10)).toBe('M 0 10 L 10 5 L 20 0');
  });

  test('a falling series', () => {
    expect(sparklinePath([5, 4, 3, 2, 1], 8, 4)).toBe('M 0 0 L 2 1 L 4 2 L 6 3 L 8 4');
  });

  test('decimals in the data', () => {
    expect(sparklinePath([0.1, 0.3, 0.2], 2, 1)).toBe('M 0 1 L 1 0 L 2 0.5');
  });

  test('no negative zero', () => {
    expect(sparklinePath([5, 5, 5], 4, 0)).toBe('M 0 0 L 2 0 L 4 0');
  });

  test('non-integer sizes', () => {
    expect(sparklinePath([0, 1], 12.5, 7.5)).toBe('M 0 7.5 L 12.5 0');
  });

  test('large series do not overflow the stack', () => {
    const values = Array.from({ length: 200_000 }, (_, i) => i % 100);
    const path = sparklinePath(values, 1000, 50);
    expect(path.startsWith('M 0 50 L ')).toBe(true);
    expect(path.split(' L ')).toHaveLength(200_000);
  });

  test('the last point touches the right edge', () => {
    const path = sparklinePath([1, 5, 2, 8, 3], 300, 40);
    expect(path.endsWith('L 300 28.57')).toBe(true);
  });

  test('spikes', () => {
    expect(sparklinePath([0, 0, 9, 0], 3, 9)).toBe('M 0 9 L 1 9 L 2 0 L 3 9');
  });

  test('does not mutate the input', () => {
    const values = [3, 1, 2];
    sparklinePath(values, 10, 10);
    expect(values).toEqual([3, 1, 2]);
  });

  test('single spaces between every token', () => {
    expect(sparklinePath([1, 2, 3], 2, 2)).toMatch(/^M \S+ \S+( L \S+ \S+)*$/);
  });
});
