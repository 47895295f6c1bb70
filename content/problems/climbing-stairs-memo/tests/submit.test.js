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

  test('zero stairs is one way for any steps', () => {
    expect(climbStairs(0, [3, 5])).toBe(1);
  });

  test('three step sizes', () => {
    expect(climbStairs(4, [1, 2, 3])).toBe(7);
    expect(climbStairs(10, [1, 2, 3])).toBe(274);
  });

  test('steps larger than the staircase are ignored', () => {
    expect(climbStairs(2, [1, 5])).toBe(1);
    expect(climbStairs(3, [4])).toBe(0);
  });

  test('a single step size', () => {
    expect(climbStairs(9, [3])).toBe(1);
    expect(climbStairs(10, [3])).toBe(0);
  });

  test('results for different step sets do not mix', () => {
    expect(climbStairs(6)).toBe(13);
    expect(climbStairs(6, [1, 3])).toBe(6);
    expect(climbStairs(6, [2])).toBe(1);
    expect(climbStairs(6)).toBe(13);
    expect(climbStairs(6, [1, 2, 3])).toBe(24);
  });

  test('the order of the steps array does not matter', () => {
    expect(climbStairs(12, [3, 1])).toBe(climbStairs(12, [1, 3]));
    expect(climbStairs(12, [1, 3])).toBe(60);
  });

  test('large n runs in O(n · k)', () => {
    expect(climbStairs(40)).toBe(165580141);
    expect(climbStairs(70)).toBe(308061521170129);
    expect(climbStairs(60, [1, 2, 3])).toBe(4680045560037375);
  });

  test('many unreachable stairs stay fast', () => {
    // every sub-problem is odd, so every result is 0
    expect(climbStairs(151, [2, 4])).toBe(0);
    expect(climbStairs(150, [2, 4])).toBe(3416454622906707);
  });
});
