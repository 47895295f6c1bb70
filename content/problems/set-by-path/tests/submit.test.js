describe('set', () => {
  test('writes into existing nested objects and returns the same object', () => {
    const state = { user: { name: 'Ada' } };
    const result = set(state, 'user.age', 36);
    expect(result).toBe(state);
    expect(state).toEqual({ user: { name: 'Ada', age: 36 } });
  });

  test('creates missing objects', () => {
    expect(set({}, 'a.b.c', 1)).toEqual({ a: { b: { c: 1 } } });
  });

  test('creates an array when the next key is an index', () => {
    const result = set({}, 'user.tags[0]', 'admin');
    expect(Array.isArray(result.user.tags)).toBe(true);
    expect(result).toEqual({ user: { tags: ['admin'] } });
  });

  test('accepts an array of keys', () => {
    expect(set({}, ['prefs', 'theme', 'dark'], true)).toEqual({ prefs: { theme: { dark: true } } });
    const withIndex = set({}, ['list', 0, 'id'], 7);
    expect(Array.isArray(withIndex.list)).toBe(true);
    expect(withIndex.list[0]).toEqual({ id: 7 });
  });

  test('overwrites an existing value', () => {
    const obj = { a: { b: 1 } };
    set(obj, 'a.b', 2);
    expect(obj.a.b).toBe(2);
  });

  test('keeps the siblings of the containers it walks through', () => {
    const obj = { a: { keep: 1, b: { keep: 2 } }, other: true };
    const innerA = obj.a;
    set(obj, 'a.b.c', 3);
    expect(obj).toEqual({ a: { keep: 1, b: { keep: 2, c: 3 } }, other: true });
    expect(obj.a).toBe(innerA);
  });

  test('walks into existing arrays', () => {
    const obj = { list: [{ id: 1 }, { id: 2 }] };
    const list = obj.list;
    set(obj, 'list[1].name', 'two');
    set(obj, 'list.2', { id: 3 });
    expect(obj.list).toBe(list);
    expect(obj.list).toEqual([{ id: 1 }, { id: 2, name: 'two' }, { id: 3 }]);
  });

  test('creates arrays for digit keys written with dots and for consecutive brackets', () => {
    const a = set({}, 'a.0.b', 1);
    expect(Array.isArray(a.a)).toBe(true);
    expect(a.a[0]).toEqual({ b: 1 });
    const grid = set({}, 'rows[1][2]', 'x');
    expect(Array.isArray(grid.rows)).toBe(true);
    expect(Array.isArray(grid.rows[1])).toBe(true);
    expect(grid.rows[1][2]).toBe('x');
    expect(grid.rows).toHaveLength(2);
    expect(grid.rows[1]).toHaveLength(3);
  });

  test('only canonical non-negative integers count as indexes', () => {
    for (const key of ['01', '-1', '1.5', 'x1']) {
      const result = set({}, ['a', key], true);
      expect(Array.isArray(result.a)).toBe(false);
      expect(result.a[key]).toBe(true);
    }
    expect(Array.isArray(set({}, ['a', -1], true).a)).toBe(false);
    expect(Array.isArray(set({}, ['a', 1.5], true).a)).toBe(false);
    expect(Array.isArray(set({}, ['a', '10'], true).a)).toBe(true);
    expect(Array.isArray(set({}, ['a', 0], true).a)).toBe(true);
  });

  test('replaces primitives and null that stand in the way', () => {
    const obj = { name: 'Ada', n: 0, nothing: null, list: 5 };
    set(obj, 'name.first', 'A');
    set(obj, 'n.value', 1);
    set(obj, 'nothing.here', 2);
    set(obj, 'list[0]', 'first');
    expect(obj).toEqual({ name: { first: 'A' }, n: { value: 1 }, nothing: { here: 2 }, list: ['first'] });
  });

  test('writes into a top-level array and creates through a leading index', () => {
    const arr = [];
    expect(set(arr, '[0].name', 'first')).toBe(arr);
    expect(arr).toEqual([{ name: 'first' }]);
  });

  test('leaves holes before a new index, like plain assignment', () => {
    const result = set({}, 'a[2]', 'c');
    expect(result.a).toHaveLength(3);
    expect(1 in result.a).toBe(false);
    expect(result.a[2]).toBe('c');
  });

  test('stores the value by reference, undefined included', () => {
    const value = { big: true };
    const obj = set({}, 'x.y', value);
    expect(obj.x.y).toBe(value);
    const withUndefined = set({}, 'a.b', undefined);
    expect(Object.keys(withUndefined.a)).toEqual(['b']);
  });

  test('accepts symbol keys in an array path', () => {
    const key = Symbol('k');
    const obj = set({}, ['a', key, 'b'], 1);
    expect(obj.a[key]).toEqual({ b: 1 });
  });

  test('uses the text inside brackets as one key', () => {
    expect(set({}, 'a[x.y]', 1)).toEqual({ a: { 'x.y': 1 } });
    expect(set({}, ['a', 'b.c'], 2)).toEqual({ a: { 'b.c': 2 } });
  });

  test('refuses __proto__, constructor and prototype keys', () => {
    try {
      const a = {};
      expect(set(a, '__proto__.polluted', true)).toBe(a);
      expect(set({}, ['__proto__', 'polluted'], true)).toEqual({});
      const b = {};
      expect(set(b, 'constructor.prototype.polluted', true)).toBe(b);
      expect(set({}, 'a.prototype.b', 1)).toEqual({});
      expect({}.polluted).toBeUndefined();
      expect(Object.prototype.polluted).toBeUndefined();
      expect(Object.getPrototypeOf(a)).toBe(Object.prototype);
      expect(Object.keys(a)).toEqual([]);
    } finally {
      delete Object.prototype.polluted;
    }
  });

  test('does not walk into inherited properties', () => {
    try {
      const obj = set({}, 'toString.custom', 1);
      expect(Object.hasOwn(obj, 'toString')).toBe(true);
      expect(obj.toString).toEqual({ custom: 1 });
      expect(Object.prototype.toString.custom).toBeUndefined();
    } finally {
      delete Object.prototype.toString.custom;
    }
  });

  test('returns non-objects and empty paths unchanged', () => {
    expect(set(null, 'a.b', 1)).toBeNull();
    expect(set(undefined, 'a', 1)).toBeUndefined();
    expect(set(5, 'a', 1)).toBe(5);
    const obj = { a: 1 };
    expect(set(obj, [], 2)).toBe(obj);
    expect(set(obj, '', 2)).toBe(obj);
    expect(obj).toEqual({ a: 1 });
  });
});
