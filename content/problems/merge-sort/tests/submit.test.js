describe('mergeSort', () => {
  // deterministic pseudo-random numbers
  function makeRandom(seed) {
    return (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
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

  test('sorts numbers numerically by default', () => {
    expect(mergeSort([5, 1, 10, 2])).toEqual([1, 2, 5, 10]);
  });

  test('sorts strings by default', () => {
    expect(mergeSort(['pear', 'apple', 'fig'])).toEqual(['apple', 'fig', 'pear']);
  });

  test('uses the comparator', () => {
    expect(mergeSort([3, 1, 2], (a, b) => b - a)).toEqual([3, 2, 1]);
  });

  test('is stable', () => {
    const users = [
      { name: 'Ann', age: 30 },
      { name: 'Bob', age: 25 },
      { name: 'Cid', age: 30 },
    ];
    expect(mergeSort(users, (a, b) => a.age - b.age).map((u) => u.name)).toEqual(['Bob', 'Ann', 'Cid']);
  });

  test('returns a new array and leaves the input alone', () => {
    const input = [3, 1, 2];
    const output = mergeSort(input);
    expect(output).toEqual([1, 2, 3]);
    expect(output).not.toBe(input);
    expect(input).toEqual([3, 1, 2]);
  });

  test('empty and single-element arrays give new arrays', () => {
    const empty = [];
    const one = [42];
    expect(mergeSort(empty)).toEqual([]);
    expect(mergeSort(empty)).not.toBe(empty);
    expect(mergeSort(one)).toEqual([42]);
    expect(mergeSort(one)).not.toBe(one);
  });

  test('handles duplicates, negatives and already sorted or reversed input', () => {
    expect(mergeSort([2, -1, 2, 0, -1, 2])).toEqual([-1, -1, 0, 2, 2, 2]);
    expect(mergeSort([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
    expect(mergeSort([5, 4, 3, 2, 1])).toEqual([1, 2, 3, 4, 5]);
  });

  test('works on a frozen array', () => {
    const input = Object.freeze([4, 2, 3, 1]);
    expect(mergeSort(input)).toEqual([1, 2, 3, 4]);
    expect(input).toEqual([4, 2, 3, 1]);
  });

  test('does not use Array.prototype.sort', () => {
    const result = withoutBuiltinSort(() => mergeSort([9, 3, 7, 1, 8, 2]));
    expect(result).toEqual([1, 2, 3, 7, 8, 9]);
  });

  test('is stable on many equal keys', () => {
    const random = makeRandom(7);
    const items = Array.from({ length: 2000 }, (_, i) => ({ key: random(10), index: i }));
    const sorted = mergeSort(items, (a, b) => a.key - b.key);
    expect(sorted).toHaveLength(2000);
    let violations = 0;
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1];
      const cur = sorted[i];
      if (prev.key > cur.key || (prev.key === cur.key && prev.index > cur.index)) violations += 1;
    }
    expect(violations).toBe(0);
  });

  test('is stable with a descending comparator', () => {
    const words = ['bb', 'a', 'cc', 'd', 'eee', 'ff'];
    expect(mergeSort(words, (a, b) => b.length - a.length)).toEqual(['eee', 'bb', 'cc', 'ff', 'a', 'd']);
  });

  test('keeps every element (a permutation of the input)', () => {
    const random = makeRandom(99);
    const input = Array.from({ length: 500 }, () => random(100));
    const output = mergeSort(input);
    const counts = new Map();
    for (const x of input) counts.set(x, (counts.get(x) || 0) + 1);
    for (const x of output) counts.set(x, counts.get(x) - 1);
    expect([...counts.values()].every((c) => c === 0)).toBe(true);
    for (let i = 1; i < output.length; i++) expect(output[i - 1] <= output[i]).toBe(true);
  });

  test('sorts 100 000 elements in O(n log n)', () => {
    const random = makeRandom(2024);
    const n = 100000;
    const input = Array.from({ length: n }, (_, i) => ({ key: random(1000), index: i }));
    const sorted = mergeSort(input, (a, b) => a.key - b.key);
    expect(sorted).toHaveLength(n);
    let violations = 0;
    for (let i = 1; i < n; i++) {
      const prev = sorted[i - 1];
      const cur = sorted[i];
      if (prev.key > cur.key || (prev.key === cur.key && prev.index > cur.index)) violations += 1;
    }
    expect(violations).toBe(0);
    expect(input[0].index).toBe(0);
  });
});
