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
});
