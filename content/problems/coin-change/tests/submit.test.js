describe('coinChange', () => {
  test('a classic case', () => {
    expect(coinChange([1, 2, 5], 11)).toBe(3);
  });

  test('an impossible amount', () => {
    expect(coinChange([2], 3)).toBe(-1);
  });

  test('amount zero needs no coins', () => {
    expect(coinChange([1], 0)).toBe(0);
  });

  test('greedy is not enough', () => {
    expect(coinChange([1, 3, 4], 6)).toBe(2);
  });

  test('a single coin that fits exactly', () => {
    expect(coinChange([7], 7)).toBe(1);
  });

  test('another greedy trap', () => {
    expect(coinChange([1, 5, 6, 9], 11)).toBe(2);
  });

  test('coins in any order', () => {
    expect(coinChange([5, 1, 2], 11)).toBe(3);
  });

  test('no coin is small enough', () => {
    expect(coinChange([5, 10], 3)).toBe(-1);
  });

  test('even amounts only from even coins', () => {
    expect(coinChange([2, 4], 7)).toBe(-1);
    expect(coinChange([2, 4], 8)).toBe(2);
  });

  test('a large coin and ones', () => {
    expect(coinChange([1, 100], 299)).toBe(101);
  });

  test('large amounts are fast, possible or not', () => {
    expect(coinChange([1, 7, 23, 61, 137], 9_999)).toBe(79);
    expect(coinChange([4, 6, 10], 9_999)).toBe(-1);
  });

  test('zero with no coins', () => {
    expect(coinChange([], 0)).toBe(0);
    expect(coinChange([], 5)).toBe(-1);
  });

  test('amount 1 with coin 1', () => {
    expect(coinChange([1], 1)).toBe(1);
  });

  test('US coins', () => {
    expect(coinChange([1, 5, 10, 25], 63)).toBe(6);
  });

  test('needs many of the smallest coin', () => {
    expect(coinChange([3, 7], 16)).toBe(4);
  });

  test('does not mutate the coins', () => {
    const coins = [5, 2, 1];
    coinChange(coins, 11);
    expect(coins).toEqual([5, 2, 1]);
  });
});
