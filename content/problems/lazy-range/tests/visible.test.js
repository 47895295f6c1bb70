describe('lazy range, take and map', () => {
  test('range counts from start up to, but not including, end', () => {
    expect([...range(0, 5)]).toEqual([0, 1, 2, 3, 4]);
    expect([...range(3, 6)]).toEqual([3, 4, 5]);
  });

  test('range with a positive or a negative step', () => {
    expect([...range(0, 10, 3)]).toEqual([0, 3, 6, 9]);
    expect([...range(10, 0, -3)]).toEqual([10, 7, 4, 1]);
  });

  test('range without an end is infinite; take stops it', () => {
    expect([...take(range(1), 5)]).toEqual([1, 2, 3, 4, 5]);
    expect([...take(range(0, Infinity, 10), 3)]).toEqual([0, 10, 20]);
  });

  test('map transforms every value, with its index', () => {
    expect([...map([1, 2, 3], (x) => x * 2)]).toEqual([2, 4, 6]);
    expect([...map('abc', (ch, i) => ch + i)]).toEqual(['a0', 'b1', 'c2']);
  });

  test('the helpers compose on an infinite sequence', () => {
    expect([...take(map(range(1), (x) => x * x), 5)]).toEqual([1, 4, 9, 16, 25]);
  });
});
