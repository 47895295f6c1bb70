describe('mergeIntervals', () => {
  test('merges overlapping intervals', () => {
    expect(mergeIntervals([[1, 3], [2, 6], [8, 10], [15, 18]])).toEqual([[1, 6], [8, 10], [15, 18]]);
  });

  test('merges intervals that only touch', () => {
    expect(mergeIntervals([[1, 4], [4, 6]])).toEqual([[1, 6]]);
  });

  test('accepts intervals in any order', () => {
    expect(mergeIntervals([[8, 10], [1, 3], [15, 18], [2, 6]])).toEqual([[1, 6], [8, 10], [15, 18]]);
  });

  test('an interval inside another one disappears', () => {
    expect(mergeIntervals([[1, 10], [2, 3], [4, 8]])).toEqual([[1, 10]]);
  });

  test('an empty list gives an empty list', () => {
    expect(mergeIntervals([])).toEqual([]);
  });
});
