describe('intersection', () => {
  test('intersects two arrays', () => {
    expect(intersection([1, 2, 3], [2, 3, 4])).toEqual([2, 3]);
  });

  test('intersects any number of arrays, in the order of the first', () => {
    expect(intersection([1, 2, 3, 4], [4, 3, 0], [3, 4, 5])).toEqual([3, 4]);
  });

  test('returns each value once', () => {
    expect(intersection(['a', 'a', 'b'], ['a', 'b', 'b'])).toEqual(['a', 'b']);
  });

  test('finds NaN', () => {
    expect(intersection([NaN, 1], [1, NaN])).toEqual([NaN, 1]);
  });

  test('returns [] when nothing is shared', () => {
    expect(intersection([1, 2], [3, 4])).toEqual([]);
    expect(intersection([1, 2], [])).toEqual([]);
  });

  test('keeps the first occurrence position in the first array', () => {
    expect(intersection([3, 1, 3, 2, 1], [1, 2, 3])).toEqual([3, 1, 2]);
    expect(intersection([1, 1, 2], [1, 1])).toEqual([1]);
  });

  test('uses the order of the first array, not of the shortest one', () => {
    expect(intersection([5, 4, 3, 2, 1], [1, 2, 3])).toEqual([3, 2, 1]);
    expect(intersection(['c', 'b', 'a', 'x', 'y', 'z'], ['a', 'b', 'c'], ['b', 'c', 'a', 'q'])).toEqual(['c', 'b', 'a']);
  });

  test('every array counts, not only the first two', () => {
    expect(intersection([1, 2, 3], [1, 2, 3], [2])).toEqual([2]);
    expect(intersection([1, 2, 3], [1, 2, 3], [1, 2, 3], [])).toEqual([]);
  });

  test('does not confuse numbers with strings', () => {
    expect(intersection([1, '1', 2], ['1', 2])).toEqual(['1', 2]);
    expect(intersection([true, 'true'], ['true'])).toEqual(['true']);
  });

  test('compares objects by reference', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    const result = intersection([a, b, { id: 3 }], [b, { id: 1 }, a]);
    expect(result).toHaveLength(2);
    expect(result[0]).toBe(a);
    expect(result[1]).toBe(b);
    expect(intersection([{}], [{}])).toEqual([]);
  });

  test('treats 0 and -0 as the same value', () => {
    const result = intersection([-0, 1], [0]);
    expect(result).toHaveLength(1);
    expect(result[0] === 0).toBe(true);
  });

  test('handles NaN duplicates, null and undefined', () => {
    expect(intersection([NaN, NaN, null, undefined, 0], [undefined, null, NaN])).toEqual([NaN, null, undefined]);
  });

  test('with one array, returns its values without duplicates', () => {
    expect(intersection([3, 1, 3, NaN, NaN])).toEqual([3, 1, NaN]);
  });

  test('with no arrays, returns []', () => {
    expect(intersection()).toEqual([]);
  });

  test('returns a new array and does not change the inputs', () => {
    const first = [3, 1, 2];
    const second = [2, 3];
    const result = intersection(first);
    expect(result).not.toBe(first);
    expect(intersection(first, second)).toEqual([3, 2]);
    expect(first).toEqual([3, 1, 2]);
    expect(second).toEqual([2, 3]);
  });

  test('handles large arrays in linear time', () => {
    const size = 100000;
    const first = Array.from({ length: size }, (_, i) => i);
    const second = Array.from({ length: size }, (_, i) => size - 1 - i * 2);
    const third = Array.from({ length: size }, (_, i) => i * 3);
    const result = intersection(first, second, third);
    // odd numbers that are multiples of 3, below 100000, in increasing order
    expect(result[0]).toBe(3);
    expect(result[1]).toBe(9);
    expect(result).toHaveLength(16667);
  });
});
