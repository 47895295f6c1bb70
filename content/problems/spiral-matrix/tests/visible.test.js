describe('spiralOrder', () => {
  test('walks a square matrix clockwise from the top-left corner', () => {
    expect(spiralOrder([[1, 2, 3], [4, 5, 6], [7, 8, 9]])).toEqual([1, 2, 3, 6, 9, 8, 7, 4, 5]);
  });

  test('walks a wide matrix', () => {
    expect(spiralOrder([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])).toEqual([1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7]);
  });

  test('handles a single row and a single column', () => {
    expect(spiralOrder([[1, 2, 3]])).toEqual([1, 2, 3]);
    expect(spiralOrder([[1], [2], [3]])).toEqual([1, 2, 3]);
  });

  test('returns [] for an empty matrix', () => {
    expect(spiralOrder([])).toEqual([]);
    expect(spiralOrder([[]])).toEqual([]);
  });
});

describe('generateSpiral', () => {
  test('fills an n × n grid with 1 … n² in spiral order', () => {
    expect(generateSpiral(3)).toEqual([[1, 2, 3], [8, 9, 4], [7, 6, 5]]);
    expect(generateSpiral(1)).toEqual([[1]]);
  });

  test('returns [] for n = 0', () => {
    expect(generateSpiral(0)).toEqual([]);
  });
});
