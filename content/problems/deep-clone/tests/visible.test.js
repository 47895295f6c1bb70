describe('deepClone', () => {
  test('returns primitives as they are', () => {
    expect(deepClone(42)).toBe(42);
    expect(deepClone('text')).toBe('text');
    expect(deepClone(true)).toBe(true);
    expect(deepClone(null)).toBe(null);
    expect(deepClone(undefined)).toBe(undefined);
  });

  test('copies nested objects and arrays', () => {
    const original = { a: 1, b: { c: [1, 2, { d: 3 }] } };
    const copy = deepClone(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(copy.b).not.toBe(original.b);
    expect(copy.b.c).not.toBe(original.b.c);
    expect(Array.isArray(copy.b.c)).toBe(true);
    copy.b.c[2].d = 99;
    expect(original.b.c[2].d).toBe(3);
  });

  test('copies Date and RegExp', () => {
    const original = { when: new Date('2024-01-02T03:04:05Z'), pattern: /ab+c/gi };
    const copy = deepClone(original);
    expect(copy.when).toBeInstanceOf(Date);
    expect(copy.when).not.toBe(original.when);
    expect(copy.when.getTime()).toBe(original.when.getTime());
    expect(copy.pattern).toBeInstanceOf(RegExp);
    expect(copy.pattern).not.toBe(original.pattern);
    expect(copy.pattern.source).toBe('ab+c');
    expect(copy.pattern.flags).toBe('gi');
  });

  test('copies Map and Set', () => {
    const inner = { x: 1 };
    const original = { map: new Map([['k', inner]]), set: new Set([1, inner]) };
    const copy = deepClone(original);
    expect(copy.map).toBeInstanceOf(Map);
    expect(copy.map).not.toBe(original.map);
    expect(copy.map.get('k')).toEqual({ x: 1 });
    expect(copy.map.get('k')).not.toBe(inner);
    expect(copy.set).toBeInstanceOf(Set);
    expect(copy.set.size).toBe(2);
    expect(copy.set.has(1)).toBe(true);
  });

  test('handles circular references', () => {
    const original = { name: 'root' };
    original.self = original;
    const copy = deepClone(original);
    expect(copy).not.toBe(original);
    expect(copy.self).toBe(copy);
  });
});
