describe('deepEqual', () => {
  test('compares primitives with Object.is', () => {
    expect(deepEqual(1, 1)).toBe(true);
    expect(deepEqual('a', 'a')).toBe(true);
    expect(deepEqual('a', 'b')).toBe(false);
    expect(deepEqual(1, '1')).toBe(false);
    expect(deepEqual(NaN, NaN)).toBe(true);
    expect(deepEqual(0, -0)).toBe(false);
    expect(deepEqual(null, undefined)).toBe(false);
  });

  test('compares nested objects and arrays by structure', () => {
    expect(deepEqual({ a: [1, { b: 2 }], c: 'x' }, { a: [1, { b: 2 }], c: 'x' })).toBe(true);
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(deepEqual({ x: 1, y: 2 }, { y: 2, x: 1 })).toBe(true);
    expect(deepEqual([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(deepEqual([1, 2, 3], [1, 2])).toBe(false);
  });

  test('objects must have exactly the same keys', () => {
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(deepEqual({ a: undefined }, {})).toBe(false);
  });

  test('objects with different prototypes are not equal', () => {
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual([1, 2], { 0: 1, 1: 2, length: 2 })).toBe(false);
  });

  test('compares Date, RegExp, Map and Set by content', () => {
    expect(deepEqual(new Date(5), new Date(5))).toBe(true);
    expect(deepEqual(new Date(5), new Date(6))).toBe(false);
    expect(deepEqual(/ab+c/gi, /ab+c/gi)).toBe(true);
    expect(deepEqual(/ab+c/g, /ab+c/i)).toBe(false);
    expect(deepEqual(new Map([['k', { v: 1 }]]), new Map([['k', { v: 1 }]]))).toBe(true);
    expect(deepEqual(new Map([['k', { v: 1 }]]), new Map([['k', { v: 2 }]]))).toBe(false);
    expect(deepEqual(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    expect(deepEqual(new Set([1, 2]), new Set([1, 3]))).toBe(false);
  });

  test('handles circular references', () => {
    const a = { name: 'node' };
    a.self = a;
    const b = { name: 'node' };
    b.self = b;
    expect(deepEqual(a, b)).toBe(true);
    const c = { name: 'other' };
    c.self = c;
    expect(deepEqual(a, c)).toBe(false);
  });
});
