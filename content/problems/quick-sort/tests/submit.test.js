describe('quickSort', () => {
  // deterministic pseudo-random integers in [0, n)
  function makeRandom(seed) {
    return (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
  }

  // a numeric comparator that fails the test (by throwing) once it has been called far more
  // often than an O(n log n) sort needs: a quadratic sort stops early instead of timing out
  function budgeted(n) {
    const limit = Math.ceil(4 * n * Math.log2(n)) + 100;
    let calls = 0;
    const compare = (a, b) => {
      calls += 1;
      if (calls > limit) throw new Error(`more than ${limit} comparisons for ${n} elements: quadratic behaviour`);
      return a - b;
    };
    compare.calls = () => calls;
    return compare;
  }

  function expectSorted(arr) {
    let violations = 0;
    for (let i = 1; i < arr.length; i++) if (arr[i - 1] > arr[i]) violations += 1;
    expect(violations).toBe(0);
  }

  function withoutBuiltinSort(fn) {
    const original = Array.prototype.sort;
    Array.prototype.sort = function () {
      throw new Error('Array.prototype.sort is not allowed');
    };
    try {
      return fn();
    } finally {
      Array.prototype.sort = original;
    }
  }

  test('sorts numbers numerically in place and returns the same array', () => {
    const nums = [5, 1, 10, 2, 5];
    const result = quickSort(nums);
    expect(result).toBe(nums);
    expect(nums).toEqual([1, 2, 5, 5, 10]);
  });

  test('sorts strings by default', () => {
    expect(quickSort(['pear', 'apple', 'fig'])).toEqual(['apple', 'fig', 'pear']);
  });

  test('uses the comparator', () => {
    expect(quickSort([3, 1, 2], (a, b) => b - a)).toEqual([3, 2, 1]);
  });

  test('handles duplicates and negative numbers', () => {
    expect(quickSort([2, -1, 2, 0, -1, 2, 0])).toEqual([-1, -1, 0, 0, 2, 2, 2]);
  });

  test('sorts objects by a key', () => {
    const users = [
      { name: 'Ann', age: 30 },
      { name: 'Bob', age: 25 },
      { name: 'Cid', age: 41 },
    ];
    expect(quickSort(users, (a, b) => a.age - b.age).map((u) => u.name)).toEqual(['Bob', 'Ann', 'Cid']);
  });

  test('empty and single-element arrays are returned as they are', () => {
    const empty = [];
    const one = [42];
    expect(quickSort(empty)).toBe(empty);
    expect(empty).toEqual([]);
    expect(quickSort(one)).toBe(one);
    expect(one).toEqual([42]);
  });

  test('sorts floats, negatives and two-element arrays', () => {
    expect(quickSort([0.5, -2, 3.25, -0.1, 10, -20])).toEqual([-20, -2, -0.1, 0.5, 3.25, 10]);
    expect(quickSort([2, 1])).toEqual([1, 2]);
    expect(quickSort([1, 2])).toEqual([1, 2]);
  });

  test('small sorted, reversed and all-equal arrays', () => {
    expect(quickSort([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(quickSort([6, 5, 4, 3, 2, 1])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(quickSort([7, 7, 7, 7])).toEqual([7, 7, 7, 7]);
  });

  test('does not use Array.prototype.sort', () => {
    const nums = [9, 3, 7, 1, 8, 2, 3];
    const result = withoutBuiltinSort(() => quickSort(nums));
    expect(result).toBe(nums);
    expect(nums).toEqual([1, 2, 3, 3, 7, 8, 9]);
  });

  test('keeps every element: the result is a sorted permutation of the input', () => {
    const random = makeRandom(99);
    const input = Array.from({ length: 3000 }, () => random(50) - 25);
    const copy = input.slice();
    const result = quickSort(input);
    expect(result).toBe(input);
    expect(result).toHaveLength(3000);
    const counts = new Map();
    for (const x of copy) counts.set(x, (counts.get(x) || 0) + 1);
    for (const x of result) counts.set(x, (counts.get(x) || 0) - 1);
    expect([...counts.values()].every((c) => c === 0)).toBe(true);
    expectSorted(result);
  });

  test('keeps the very objects it was given', () => {
    const random = makeRandom(5);
    const items = Array.from({ length: 500 }, (_, i) => ({ key: random(20), id: i }));
    const before = new Set(items);
    quickSort(items, (a, b) => a.key - b.key);
    expect(new Set(items).size).toBe(500);
    expect(items.every((item) => before.has(item))).toBe(true);
    for (let i = 1; i < items.length; i++) expect(items[i - 1].key <= items[i].key).toBe(true);
  });

  test('100 000 already sorted elements: O(n log n) comparisons, no stack overflow', () => {
    const n = 100000;
    const input = Array.from({ length: n }, (_, i) => i);
    expect(quickSort(input, budgeted(n))).toBe(input);
    expect(input[0]).toBe(0);
    expect(input[n - 1]).toBe(n - 1);
    expectSorted(input);
  });

  test('100 000 reversed elements', () => {
    const n = 100000;
    const input = Array.from({ length: n }, (_, i) => n - i);
    quickSort(input, budgeted(n));
    expect(input[0]).toBe(1);
    expect(input[n - 1]).toBe(n);
    expectSorted(input);
  });

  test('100 000 equal elements', () => {
    const n = 100000;
    const input = new Array(n).fill(3);
    const compare = budgeted(n);
    expect(quickSort(input, compare)).toBe(input);
    expect(input.every((x) => x === 3)).toBe(true);
    expect(input).toHaveLength(n);
  });

  test('100 000 elements with only three distinct values', () => {
    const n = 100000;
    const random = makeRandom(31);
    const input = Array.from({ length: n }, () => random(3));
    quickSort(input, budgeted(n));
    expect(input.filter((x) => x === 0).length + input.filter((x) => x === 1).length + input.filter((x) => x === 2).length).toBe(n);
    expectSorted(input);
  });

  test('100 000 random numbers with the default comparator', () => {
    const n = 100000;
    const random = makeRandom(2024);
    const input = Array.from({ length: n }, () => random(1000000));
    const sum = input.reduce((s, x) => s + x, 0);
    expect(quickSort(input)).toBe(input);
    expect(input.reduce((s, x) => s + x, 0)).toBe(sum);
    expectSorted(input);
  });

  test('sorts with a case-insensitive string comparator', () => {
    const words = ['banana', 'Cherry', 'apple', 'Date', 'elder'];
    const byLower = (a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
    expect(quickSort(words, byLower)).toEqual(['apple', 'banana', 'Cherry', 'Date', 'elder']);
  });
});
