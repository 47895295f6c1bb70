describe('deepClone', () => {
  test('returns primitives as they are', () => {
    const sym = Symbol('s');
    expect(deepClone(42)).toBe(42);
    expect(deepClone('text')).toBe('text');
    expect(deepClone(true)).toBe(true);
    expect(deepClone(null)).toBe(null);
    expect(deepClone(undefined)).toBe(undefined);
    expect(deepClone(sym)).toBe(sym);
    expect(deepClone(10n)).toBe(10n);
    expect(Number.isNaN(deepClone(NaN))).toBe(true);
  });

  test('copies nested objects and arrays', () => {
    const original = { a: 1, b: { c: [1, 2, { d: 3 }] } };
    const copy = deepClone(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(copy.b).not.toBe(original.b);
    expect(copy.b.c).not.toBe(original.b.c);
    expect(copy.b.c[2]).not.toBe(original.b.c[2]);
    expect(Array.isArray(copy.b.c)).toBe(true);
    copy.b.c[2].d = 99;
    copy.b.c.push(4);
    expect(original.b.c[2].d).toBe(3);
    expect(original.b.c).toHaveLength(3);
  });

  test('copies a top-level array', () => {
    const original = [[1, [2]], { a: [3] }];
    const copy = deepClone(original);
    expect(Array.isArray(copy)).toBe(true);
    expect(copy).toEqual(original);
    expect(copy[0][1]).not.toBe(original[0][1]);
    expect(copy[1].a).not.toBe(original[1].a);
  });

  test('keeps properties whose value is undefined or null', () => {
    const copy = deepClone({ a: undefined, b: null });
    expect(Object.keys(copy).sort()).toEqual(['a', 'b']);
    expect(copy.b).toBe(null);
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
    expect(deepClone(new Date(0)).getTime()).toBe(0);
  });

  test('copies Map values and Set members deeply', () => {
    const inner = { x: 1 };
    const key = { id: 'key' };
    const original = {
      map: new Map([
        ['k', inner],
        [key, [1, 2]],
      ]),
      set: new Set([1, inner]),
    };
    const copy = deepClone(original);
    expect(copy.map).toBeInstanceOf(Map);
    expect(copy.map).not.toBe(original.map);
    expect(copy.map.size).toBe(2);
    expect(copy.map.get('k')).toEqual({ x: 1 });
    expect(copy.map.get('k')).not.toBe(inner);
    expect(copy.map.get(key)).toEqual([1, 2]);
    expect(copy.set).toBeInstanceOf(Set);
    expect(copy.set).not.toBe(original.set);
    expect(copy.set.size).toBe(2);
    expect(copy.set.has(1)).toBe(true);
    expect(copy.set.has(inner)).toBe(false);
    expect([...copy.set][1]).toEqual({ x: 1 });
  });

  test('handles circular references', () => {
    const original = { name: 'root', list: [] };
    original.self = original;
    original.list.push(original, original.list);
    const copy = deepClone(original);
    expect(copy).not.toBe(original);
    expect(copy.self).toBe(copy);
    expect(copy.list[0]).toBe(copy);
    expect(copy.list[1]).toBe(copy.list);
  });

  test('handles cycles through Map and Set', () => {
    const map = new Map();
    map.set('me', map);
    const set = new Set();
    set.add(set);
    const copyMap = deepClone(map);
    const copySet = deepClone(set);
    expect(copyMap.get('me')).toBe(copyMap);
    expect(copySet.has(copySet)).toBe(true);
  });

  test('keeps shared references shared', () => {
    const shared = { n: 1 };
    const original = { x: shared, y: shared, z: [shared] };
    const copy = deepClone(original);
    expect(copy.x).not.toBe(shared);
    expect(copy.x).toBe(copy.y);
    expect(copy.z[0]).toBe(copy.x);
  });

  test('keeps the prototype of class instances', () => {
    class Point {
      constructor(x, y) {
        this.x = x;
        this.y = y;
      }
      length() {
        return Math.hypot(this.x, this.y);
      }
    }
    const copy = deepClone({ p: new Point(3, 4) });
    expect(copy.p).toBeInstanceOf(Point);
    expect(copy.p.length()).toBe(5);
    const bare = Object.create(null);
    bare.k = 1;
    const bareCopy = deepClone(bare);
    expect(Object.getPrototypeOf(bareCopy)).toBe(null);
    expect(bareCopy.k).toBe(1);
  });

  test('copies symbol keys', () => {
    const key = Symbol('key');
    const original = { [key]: { deep: true } };
    const copy = deepClone(original);
    expect(copy[key]).toEqual({ deep: true });
    expect(copy[key]).not.toBe(original[key]);
  });

  test('keeps functions by reference', () => {
    const fn = () => 1;
    const copy = deepClone({ fn, nested: { fn } });
    expect(copy.fn).toBe(fn);
    expect(copy.nested.fn).toBe(fn);
  });

  test('does not change the original', () => {
    const original = { a: [1, { b: 2 }], d: new Date(5) };
    const before = JSON.stringify(original);
    const copy = deepClone(original);
    copy.a[1].b = 3;
    copy.a.push(4);
    copy.d.setTime(6);
    expect(JSON.stringify(original)).toBe(before);
    expect(original.d.getTime()).toBe(5);
  });
});
