describe('JSON Pointer', () => {
  test('parsePointer splits and unescapes the tokens', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('/users/0/name')).toEqual(['users', '0', 'name']);
    expect(parsePointer('/a~1b/m~0n')).toEqual(['a/b', 'm~n']);
  });

  test('getByPointer reads nested keys and array indexes', () => {
    const doc = { users: [{ name: 'Ann' }, { name: 'Bob', tags: ['admin'] }] };
    expect(getByPointer(doc, '/users/0/name')).toBe('Ann');
    expect(getByPointer(doc, '/users/1/tags/0')).toBe('admin');
    expect(getByPointer(doc, '')).toBe(doc);
  });

  test('getByPointer finds keys that contain / and ~', () => {
    const doc = { 'a/b': 1, 'm~n': 2 };
    expect(getByPointer(doc, '/a~1b')).toBe(1);
    expect(getByPointer(doc, '/m~0n')).toBe(2);
  });

  test('getByPointer returns undefined for what is not there', () => {
    const doc = { users: [{ name: 'Ann' }] };
    expect(getByPointer(doc, '/users/0')).toEqual({ name: 'Ann' });
    expect(getByPointer(doc, '/users/1')).toBeUndefined();
    expect(getByPointer(doc, '/missing/deeper')).toBeUndefined();
    expect(getByPointer(doc, '/users/0/name/length')).toBeUndefined();
  });

  test('setByPointer sets a nested value in place', () => {
    const doc = { user: { name: 'Ann' } };
    expect(setByPointer(doc, '/user/age', 30)).toBe(doc);
    expect(doc).toEqual({ user: { name: 'Ann', age: 30 } });
  });

  test("setByPointer appends to an array with '-'", () => {
    const doc = { list: [1, 2] };
    setByPointer(doc, '/list/-', 3);
    expect(doc.list).toEqual([1, 2, 3]);
  });
});
