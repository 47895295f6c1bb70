describe('shallowEqual', () => {
  test('primitives and references use Object.is', () => {
    expect(shallowEqual(1, 1)).toBe(true);
    expect(shallowEqual('a', 'a')).toBe(true);
    expect(shallowEqual(NaN, NaN)).toBe(true);
    expect(shallowEqual(0, -0)).toBe(false);
    const obj = { a: 1 };
    expect(shallowEqual(obj, obj)).toBe(true);
  });

  test('objects with the same keys and values are equal', () => {
    expect(shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'y' })).toBe(false);
  });

  test('nested values are compared by reference', () => {
    const inner = { deep: true };
    expect(shallowEqual({ inner }, { inner })).toBe(true);
    expect(shallowEqual({ inner: { deep: true } }, { inner: { deep: true } })).toBe(false);
  });

  test('a different number of keys is not equal', () => {
    expect(shallowEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(shallowEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false);
  });

  test('arrays are compared element by element', () => {
    expect(shallowEqual([1, 2], [1, 2])).toBe(true);
    expect(shallowEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(shallowEqual([{}], [{}])).toBe(false);
  });
});
