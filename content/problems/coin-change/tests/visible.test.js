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
});
