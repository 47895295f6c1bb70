describe('lazy range, take and map', () => {
  // a generator over 1, 2, 3, ... that records how many values were pulled and whether it was closed
  function counting(limit = Infinity) {
    const stats = { pulled: 0, closed: false };
    function* source() {
      try {
        for (let i = 1; i <= limit; i++) {
          stats.pulled += 1;
          yield i;
        }
      } finally {
        stats.closed = true;
      }
    }
    return { stats, iterable: source() };
  }

  test('range counts from start up to, but not including, end', () => {
    expect([...range(0, 5)]).toEqual([0, 1, 2, 3, 4]);
    expect([...range(3, 6)]).toEqual([3, 4, 5]);
  });

  test('range with a positive or a negative step', () => {
    expect([...range(0, 10, 3)]).toEqual([0, 3, 6, 9]);
    expect([...range(10, 0, -3)]).toEqual([10, 7, 4, 1]);
  });

  test('range without an end is infinite; take stops it', () => {
    expect([...take(range(1), 5)]).toEqual([1, 2, 3, 4, 5]);
    expect([...take(range(0, Infinity, 10), 3)]).toEqual([0, 10, 20]);
  });

  test('map transforms every value, with its index', () => {
    expect([...map([1, 2, 3], (x) => x * 2)]).toEqual([2, 4, 6]);
    expect([...map('abc', (ch, i) => ch + i)]).toEqual(['a0', 'b1', 'c2']);
  });

  test('the helpers compose on an infinite sequence', () => {
    expect([...take(map(range(1), (x) => x * x), 5)]).toEqual([1, 4, 9, 16, 25]);
  });

  test('range returns a generator object: an iterator that is its own iterable', () => {
    const r = range(0, 2);
    expect(typeof r.next).toBe('function');
    expect(r[Symbol.iterator]()).toBe(r);
    expect(r.next()).toEqual({ value: 0, done: false });
    expect(r.next()).toEqual({ value: 1, done: false });
    expect(r.next()).toEqual({ value: undefined, done: true });
    expect(r.next().done).toBe(true);
  });

  test('empty ranges', () => {
    expect([...range(5, 5)]).toEqual([]);
    expect([...range(5, 0)]).toEqual([]);
    expect([...range(0, 5, -1)]).toEqual([]);
    expect([...range(-2, 2)]).toEqual([-2, -1, 0, 1]);
  });

  test('step 0 throws a RangeError as soon as range is called', () => {
    expect([...range(1, 3, 1)]).toEqual([1, 2]);
    expect(() => range(0, 10, 0)).toThrow(RangeError);
    expect(() => range(5, Infinity, 0)).toThrow(RangeError);
  });

  test('fractional steps do not drift', () => {
    expect([...range(0, 1, 0.25)]).toEqual([0, 0.25, 0.5, 0.75]);
    const tenths = [...range(0, 1, 0.1)];
    expect(tenths).toHaveLength(10);
    expect(tenths[9]).toBeCloseTo(0.9);
    expect([...range(1, 0, -0.1)]).toHaveLength(10);
  });

  test('an infinite descending range', () => {
    expect([...take(range(0, -Infinity, -2), 4)]).toEqual([0, -2, -4, -6]);
  });

  test('take pulls exactly n values from the source', () => {
    const { stats, iterable } = counting();
    expect([...take(iterable, 3)]).toEqual([1, 2, 3]);
    expect(stats.pulled).toBe(3);
  });

  test('take(iterable, 0) and negative n pull nothing', () => {
    const zero = counting();
    expect([...take(zero.iterable, 0)]).toEqual([]);
    expect(zero.stats.pulled).toBe(0);
    const negative = counting();
    expect([...take(negative.iterable, -4)]).toEqual([]);
    expect(negative.stats.pulled).toBe(0);
  });

  test('take closes the source when it stops early', () => {
    const { stats, iterable } = counting();
    const firstTwo = [...take(iterable, 2)];
    expect(firstTwo).toEqual([1, 2]);
    expect(stats.closed).toBe(true);
  });

  test('take returns everything from a shorter source', () => {
    const { stats, iterable } = counting(2);
    expect([...take(iterable, 5)]).toEqual([1, 2]);
    expect(stats.closed).toBe(true);
    expect([...take([7, 8], 10)]).toEqual([7, 8]);
  });

  test('take and map accept arrays, strings and sets', () => {
    expect([...take('hello', 2)]).toEqual(['h', 'e']);
    expect([...take(new Set([3, 1, 2]), 2)]).toEqual([3, 1]);
    expect([...map(new Set(['x', 'y']), (v, i) => `${i}:${v}`)]).toEqual(['0:x', '1:y']);
  });

  test('nothing runs before the first value is requested', () => {
    const { stats, iterable } = counting();
    const fn = jest.fn((x) => x + 1);
    const mapped = map(iterable, fn);
    const taken = take(mapped, 2);
    expect(fn).not.toHaveBeenCalled();
    expect(stats.pulled).toBe(0);
    expect(taken.next()).toEqual({ value: 2, done: false });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(stats.pulled).toBe(1);
  });

  test('map calls fn once per value pulled, with the index', () => {
    const fn = jest.fn((x, i) => x * 10 + i);
    expect([...take(map(range(5), fn), 3)]).toEqual([50, 61, 72]);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(fn).toHaveBeenNthCalledWith(2, 6, 1);
  });

  test('map passes early closing through to its source', () => {
    const { stats, iterable } = counting();
    expect([...take(map(iterable, (x) => -x), 3)]).toEqual([-1, -2, -3]);
    expect(stats.pulled).toBe(3);
    expect(stats.closed).toBe(true);
  });

  test('the helpers return generator objects', () => {
    const t = take([1, 2], 1);
    const m = map([1, 2], (x) => x);
    expect(t[Symbol.iterator]()).toBe(t);
    expect(m[Symbol.iterator]()).toBe(m);
    expect(t.next()).toEqual({ value: 1, done: false });
    expect(t.next()).toEqual({ value: undefined, done: true });
  });

  test('a huge range is never materialised', () => {
    expect([...take(range(0, 1e12), 3)]).toEqual([0, 1, 2]);
    let sum = 0;
    for (const x of range(0, 1e15, 1e10)) {
      if (x >= 1e11) break;
      sum += x;
    }
    expect(sum).toBe(45 * 1e10);
  });
});
