describe('mergeIntervals', () => {
  // deterministic pseudo-random integers in [0, n)
  function makeRandom(seed) {
    return (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
  }

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

  test('a single interval comes back as a new pair', () => {
    const input = [[3, 7]];
    const result = mergeIntervals(input);
    expect(result).toEqual([[3, 7]]);
    expect(result).not.toBe(input);
    expect(result[0]).not.toBe(input[0]);
  });

  test('does not modify the input array or its pairs', () => {
    const input = [[5, 9], [1, 3], [2, 6], [10, 12]];
    const result = mergeIntervals(input);
    expect(result).toEqual([[1, 9], [10, 12]]);
    expect(input).toEqual([[5, 9], [1, 3], [2, 6], [10, 12]]);
    result[0][1] = 100;
    expect(input).toEqual([[5, 9], [1, 3], [2, 6], [10, 12]]);
  });

  test('works on frozen input', () => {
    const input = Object.freeze([Object.freeze([4, 5]), Object.freeze([1, 2]), Object.freeze([2, 3])]);
    expect(mergeIntervals(input)).toEqual([[1, 3], [4, 5]]);
  });

  test('intervals separated by a gap stay apart, sorted by start', () => {
    expect(mergeIntervals([[7, 8], [1, 2], [4, 5]])).toEqual([[1, 2], [4, 5], [7, 8]]);
    expect(mergeIntervals([[1, 2], [3, 4]])).toEqual([[1, 2], [3, 4]]);
  });

  test('a later interval inside a long one does not shorten it', () => {
    expect(mergeIntervals([[1, 20], [3, 5], [6, 7], [21, 22]])).toEqual([[1, 20], [21, 22]]);
  });

  test('the same start with different ends keeps the largest end', () => {
    expect(mergeIntervals([[1, 4], [1, 2], [1, 7], [1, 3]])).toEqual([[1, 7]]);
  });

  test('a chain of overlaps collapses into one interval', () => {
    expect(mergeIntervals([[9, 12], [1, 3], [5, 9], [3, 5], [11, 14]])).toEqual([[1, 14]]);
  });

  test('duplicates, zero-length intervals and negative numbers', () => {
    expect(mergeIntervals([[1, 3], [1, 3], [1, 3]])).toEqual([[1, 3]]);
    expect(mergeIntervals([[5, 5], [-3, -1], [-2, 0], [5, 6], [8, 8]])).toEqual([[-3, 0], [5, 6], [8, 8]]);
  });

  test('fractional endpoints', () => {
    expect(mergeIntervals([[1.5, 2.25], [0.5, 1.5], [2.5, 3]])).toEqual([[0.5, 2.25], [2.5, 3]]);
  });

  test('descending input', () => {
    expect(mergeIntervals([[20, 25], [15, 21], [10, 12], [5, 10], [0, 1]])).toEqual([[0, 1], [5, 12], [15, 25]]);
  });

  test('50 000 random intervals in O(n log n)', () => {
    const random = makeRandom(42);
    const n = 50000;
    const size = 1000000;
    const input = Array.from({ length: n }, () => {
      const start = random(size - 30);
      return [start, start + random(25)];
    });
    // expected answer from a coverage sweep on a doubled grid (a gap of one unit stays a gap)
    const cover = new Int32Array(2 * size + 2);
    for (const [s, e] of input) {
      cover[2 * s] += 1;
      cover[2 * e + 1] -= 1;
    }
    const expected = [];
    let depth = 0;
    let open = -1;
    for (let x = 0; x < cover.length; x++) {
      const before = depth;
      depth += cover[x];
      if (before === 0 && depth > 0) open = x;
      if (before > 0 && depth === 0) expected.push([open / 2, (x - 1) / 2]);
    }
    const result = mergeIntervals(input);
    expect(result.length).toBe(expected.length);
    expect(result).toEqual(expected);
  });
});
