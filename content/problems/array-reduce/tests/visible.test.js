describe('Array.prototype.myReduce', () => {
  test('sums with an initial value', () => {
    expect([1, 2, 3].myReduce((sum, n) => sum + n, 0)).toBe(6);
  });

  test('uses the first element when there is no initial value', () => {
    expect([[1, 2], [3], [4]].myReduce((flat, part) => flat.concat(part))).toEqual([1, 2, 3, 4]);
  });

  test('passes the index and the array', () => {
    const array = ['a', 'b', 'c'];
    const seen = [];
    array.myReduce((acc, value, index, whole) => {
      seen.push([value, index, whole === array]);
      return acc;
    }, null);
    expect(seen).toEqual([['a', 0, true], ['b', 1, true], ['c', 2, true]]);
  });

  test('throws a TypeError for an empty array without an initial value', () => {
    expect(() => [].myReduce((a, b) => a + b)).toThrow(TypeError);
  });

  test('returns the initial value for an empty array', () => {
    expect([].myReduce((a, b) => a + b, 'start')).toBe('start');
  });
});
