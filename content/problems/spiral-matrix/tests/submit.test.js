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

describe('spiral matrix: hidden cases', () => {
  const grid = (rows, cols) => Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => r * cols + c + 1));

  test('walks a tall matrix', () => {
    expect(spiralOrder(grid(4, 3))).toEqual([1, 2, 3, 6, 9, 12, 11, 10, 7, 4, 5, 8]);
    expect(spiralOrder(grid(5, 2))).toEqual([1, 2, 4, 6, 8, 10, 9, 7, 5, 3]);
  });

  test('walks wide matrices without repeating the middle row', () => {
    expect(spiralOrder(grid(2, 5))).toEqual([1, 2, 3, 4, 5, 10, 9, 8, 7, 6]);
    expect(spiralOrder(grid(3, 5))).toEqual([1, 2, 3, 4, 5, 10, 15, 14, 13, 12, 11, 6, 7, 8, 9]);
    expect(spiralOrder(grid(3, 6))).toEqual([1, 2, 3, 4, 5, 6, 12, 18, 17, 16, 15, 14, 13, 7, 8, 9, 10, 11]);
  });

  test('walks tall matrices without repeating the middle column', () => {
    expect(spiralOrder(grid(5, 3))).toEqual([1, 2, 3, 6, 9, 12, 15, 14, 13, 10, 7, 4, 5, 8, 11]);
    expect(spiralOrder(grid(6, 3))).toEqual([1, 2, 3, 6, 9, 12, 15, 18, 17, 16, 13, 10, 7, 4, 5, 8, 11, 14]);
  });

  test('walks even squares', () => {
    expect(spiralOrder(grid(2, 2))).toEqual([1, 2, 4, 3]);
    expect(spiralOrder(grid(4, 4))).toEqual([1, 2, 3, 4, 8, 12, 16, 15, 14, 13, 9, 5, 6, 7, 11, 10]);
  });

  test('returns every element exactly once for many shapes', () => {
    for (let rows = 1; rows <= 8; rows++) {
      for (let cols = 1; cols <= 8; cols++) {
        const order = spiralOrder(grid(rows, cols));
        expect([rows, cols, [...order].sort((a, b) => a - b)]).toEqual([rows, cols, Array.from({ length: rows * cols }, (_, i) => i + 1)]);
      }
    }
  });

  test('keeps any kind of value, by identity', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const result = spiralOrder([[a, 'x'], [null, b]]);
    expect(result).toEqual([a, 'x', b, null]);
    expect(result[0]).toBe(a);
  });

  test('does not modify the matrix', () => {
    const matrix = grid(3, 4);
    const copy = matrix.map((row) => [...row]);
    expect(spiralOrder(matrix)).toEqual([1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7]);
    expect(matrix).toEqual(copy);
  });

  test('throws a TypeError for anything but a rectangular array of rows', () => {
    expect(() => spiralOrder([[1, 2], [3]])).toThrow(TypeError);
    expect(() => spiralOrder([[1, 2], 3])).toThrow(TypeError);
    expect(() => spiralOrder(null)).toThrow(TypeError);
    expect(() => spiralOrder('abc')).toThrow(TypeError);
    expect(spiralOrder([[1]])).toEqual([1]);
  });

  test('generates larger spirals', () => {
    expect(generateSpiral(2)).toEqual([[1, 2], [4, 3]]);
    expect(generateSpiral(4)).toEqual([[1, 2, 3, 4], [12, 13, 14, 5], [11, 16, 15, 6], [10, 9, 8, 7]]);
    expect(generateSpiral(5)).toEqual([
      [1, 2, 3, 4, 5],
      [16, 17, 18, 19, 6],
      [15, 24, 25, 20, 7],
      [14, 23, 22, 21, 8],
      [13, 12, 11, 10, 9],
    ]);
  });

  test('generateSpiral and spiralOrder agree', () => {
    for (let n = 1; n <= 25; n++) {
      expect(spiralOrder(generateSpiral(n))).toEqual(Array.from({ length: n * n }, (_, i) => i + 1));
    }
  });

  test('generateSpiral returns independent rows', () => {
    const spiral = generateSpiral(3);
    spiral[0][0] = 99;
    expect(spiral[1]).toEqual([8, 9, 4]);
    expect(spiral[2][0]).toBe(7);
    expect(new Set(spiral).size).toBe(3);
  });

  test('generateSpiral rejects invalid sizes', () => {
    expect(() => generateSpiral(-1)).toThrow(RangeError);
    expect(() => generateSpiral(2.5)).toThrow(RangeError);
    expect(() => generateSpiral(NaN)).toThrow(RangeError);
    expect(() => generateSpiral('3')).toThrow(TypeError);
    expect(() => generateSpiral(null)).toThrow(TypeError);
    expect(generateSpiral(1)).toEqual([[1]]);
  });

  test('handles large and very unbalanced matrices', () => {
    const order = spiralOrder(grid(250, 250));
    const spiral = generateSpiral(250);
    expect(order.length).toBe(62500);
    expect(order[62499]).toBe(31375);
    expect(spiral[125][124]).toBe(62500);
    expect(spiralOrder(grid(1, 20000)).length).toBe(20000);
    expect(spiralOrder(grid(20000, 1))[19999]).toBe(20000);
  });
});
