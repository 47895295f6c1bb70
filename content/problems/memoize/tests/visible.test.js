describe('memoize', () => {
  test('returns what fn returns', () => {
    const double = memoize((n) => n * 2);
    expect(double(21)).toBe(42);
  });

  test('calls fn once per key', () => {
    const fn = jest.fn((n) => n * n);
    const square = memoize(fn);
    expect(square(3)).toBe(9);
    expect(square(3)).toBe(9);
    expect(square(4)).toBe(16);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test('uses the first argument as the key by default', () => {
    const fn = jest.fn((a, b) => a + b);
    const add = memoize(fn);
    expect(add(1, 2)).toBe(3);
    expect(add(1, 100)).toBe(3); // same first argument: the cached result
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('uses the resolver to build the key', () => {
    const fn = jest.fn((a, b) => a + b);
    const add = memoize(fn, (a, b) => `${a},${b}`);
    expect(add(1, 2)).toBe(3);
    expect(add(1, 100)).toBe(101);
    expect(add(1, 2)).toBe(3);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test('exposes the cache as a Map that can be cleared', () => {
    const fn = jest.fn((n) => n + 1);
    const inc = memoize(fn);
    inc(1);
    expect(inc.cache).toBeInstanceOf(Map);
    expect(inc.cache.get(1)).toBe(2);
    inc.cache.clear();
    inc(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
