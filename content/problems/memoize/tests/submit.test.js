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
    expect(add(1, 100)).toBe(3);
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

  test('caches falsy results: undefined, null, 0, false and empty strings', () => {
    for (const value of [undefined, null, 0, false, '']) {
      const fn = jest.fn(() => value);
      const memoized = memoize(fn);
      expect(memoized('k')).toBe(value);
      expect(memoized('k')).toBe(value);
      expect(fn).toHaveBeenCalledTimes(1);
    }
  });

  test('compares object keys by identity, like a Map', () => {
    const fn = jest.fn((object) => Object.keys(object).length);
    const count = memoize(fn);
    const a = { x: 1 };
    const b = { x: 1 };
    expect(count(a)).toBe(1);
    expect(count(a)).toBe(1);
    expect(count(b)).toBe(1);
    expect(fn).toHaveBeenCalledTimes(2); // b is a different key although it looks the same
  });

  test('keeps keys of different types apart', () => {
    const fn = jest.fn((key) => typeof key);
    const kind = memoize(fn);
    expect(kind(1)).toBe('number');
    expect(kind('1')).toBe('string');
    expect(kind(true)).toBe('boolean');
    expect(kind('true')).toBe('string');
    expect(fn).toHaveBeenCalledTimes(4);
  });

  test('NaN is one key', () => {
    const fn = jest.fn(() => 'nan');
    const memoized = memoize(fn);
    memoized(NaN);
    memoized(NaN);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('passes every argument to fn, and the resolver too', () => {
    const fn = jest.fn((a, b, c) => a + b + c);
    const resolver = jest.fn((a, b, c) => [a, b, c].join('|'));
    const sum = memoize(fn, resolver);
    expect(sum(1, 2, 3)).toBe(6);
    expect(fn).toHaveBeenCalledWith(1, 2, 3);
    expect(resolver).toHaveBeenCalledWith(1, 2, 3);
  });

  test('calls fn with the this of the call', () => {
    const counter = {
      base: 10,
      plus: memoize(function (n) {
        return this.base + n;
      }),
    };
    expect(counter.plus(5)).toBe(15);
  });

  test('does not cache a call that throws', () => {
    let fail = true;
    const fn = jest.fn((n) => {
      if (fail) throw new Error('boom');
      return n;
    });
    const memoized = memoize(fn);
    expect(() => memoized(1)).toThrow('boom');
    fail = false;
    expect(memoized(1)).toBe(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test('each memoized function has a cache of its own', () => {
    const fn = jest.fn((n) => n);
    const first = memoize(fn);
    const second = memoize(fn);
    first(1);
    second(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(first.cache).not.toBe(second.cache);
  });

  test('makes a recursive function fast when it calls the memoized version', () => {
    const fib = memoize((n) => (n < 2 ? n : fib(n - 1) + fib(n - 2)));
    expect(fib(70)).toBe(190392490709135); // without the cache: about 10^14 calls
  });
});
