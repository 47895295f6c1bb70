describe('climbStairs', () => {
  test('small staircases with the default steps', () => {
    expect(climbStairs(1)).toBe(1);
    expect(climbStairs(2)).toBe(2);
    expect(climbStairs(3)).toBe(3);
  });

  test('five stairs', () => {
    expect(climbStairs(5)).toBe(8);
  });

  test('zero stairs is one way', () => {
    expect(climbStairs(0)).toBe(1);
  });

  test('custom step sizes', () => {
    expect(climbStairs(4, [1, 3])).toBe(3);
  });

  test('an unreachable top gives 0', () => {
    expect(climbStairs(7, [2, 4])).toBe(0);
  });
});
