describe('flatten', () => {
  test('flattens one level by default', () => {
    expect(flatten([1, [2, [3, [4]]], 5])).toEqual([1, 2, [3, [4]], 5]);
  });

  test('flattens up to the given depth', () => {
    expect(flatten([1, [2, [3, [4]]], 5], 2)).toEqual([1, 2, 3, [4], 5]);
    expect(flatten([1, [2, [3, [4]]], 5], 3)).toEqual([1, 2, 3, 4, 5]);
  });

  test('flattens completely with Infinity', () => {
    expect(flatten([[[[1]]], [2, [3, [4, [5]]]]], Infinity)).toEqual([1, 2, 3, 4, 5]);
  });

  test('returns a new array and leaves the input alone', () => {
    const inner = [2, 3];
    const input = [1, inner];
    const output = flatten(input);
    expect(output).toEqual([1, 2, 3]);
    expect(output).not.toBe(input);
    expect(input).toEqual([1, [2, 3]]);
    expect(inner).toEqual([2, 3]);
  });

  test('depth 0 or less returns a shallow copy', () => {
    const nested = [2];
    const input = [1, nested];
    const zero = flatten(input, 0);
    expect(zero).toEqual([1, [2]]);
    expect(zero).not.toBe(input);
    expect(zero[1]).toBe(nested);
    expect(flatten(input, -1)).toEqual([1, [2]]);
  });

  test('handles an empty array', () => {
    expect(flatten([])).toEqual([]);
    expect(flatten([[], [[]]], Infinity)).toEqual([]);
  });

  test('skips holes of the arrays it flattens', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(flatten([1, , 3, [4, , 6]])).toEqual([1, 3, 4, 6]);
  });

  test('keeps values that are not arrays, including array-likes', () => {
    const arrayLike = { length: 1, 0: 'x' };
    const result = flatten(['ab', null, undefined, arrayLike, [0, false, [NaN]]]);
    expect(result).toHaveLength(7);
    expect(result[0]).toBe('ab');
    expect(result[1]).toBe(null);
    expect(result[2]).toBe(undefined);
    expect(result[3]).toBe(arrayLike);
    expect(result.slice(4, 6)).toEqual([0, false]);
    expect(Number.isNaN(result[6][0])).toBe(true);
  });

  test('handles deep nesting', () => {
    let deep = [1];
    for (let i = 0; i < 1000; i++) deep = [deep];
    expect(flatten(deep, Infinity)).toEqual([1]);
  });

  test('runs in linear time on large inputs', () => {
    const input = [];
    for (let i = 0; i < 100000; i++) input.push(i % 2 ? [i, [i]] : i);
    const result = flatten(input, Infinity);
    expect(result).toHaveLength(150000);
    expect(result[1]).toBe(1);
    expect(result[2]).toBe(1);
    expect(result[149999]).toBe(99999);
  });

  test('does not use the built-in flat or flatMap', () => {
    const { flat, flatMap } = Array.prototype;
    const forbidden = () => {
      throw new Error('built-in used');
    };
    Array.prototype.flat = forbidden;
    Array.prototype.flatMap = forbidden;
    try {
      expect(flatten([1, [2, [3]]], Infinity)).toEqual([1, 2, 3]);
    } finally {
      Array.prototype.flat = flat;
      Array.prototype.flatMap = flatMap;
    }
  });

  test('flattens arrays nested inside other values only when they are array elements', () => {
    const inner = [3];
    const result = flatten([1, { list: [2] }, [inner]], 1);
    expect(result).toEqual([1, { list: [2] }, [3]]);
    expect(result[2]).toBe(inner); // one level only: the inner array itself is kept
  });
});
