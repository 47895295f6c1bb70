describe('diffSetData', () => {
  test('changed leaves become path keys', () => {
    expect(
      diffSetData(
        { user: { name: 'Ana', age: 30 }, list: [{ id: 1, done: false }, { id: 2, done: false }] },
        { user: { name: 'Ana', age: 31 }, list: [{ id: 1, done: false }, { id: 2, done: true }] },
      ),
    ).toEqual({ 'user.age': 31, 'list[1].done': true });
  });

  test('no change gives an empty patch', () => {
    expect(diffSetData({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 2] } })).toEqual({});
  });

  test('a top-level change', () => {
    expect(diffSetData({ title: 'Old', count: 1 }, { title: 'New', count: 1 })).toEqual({ title: 'New' });
  });

  test('a new key is sent', () => {
    expect(diffSetData({ a: 1 }, { a: 1, b: { x: 1 } })).toEqual({ b: { x: 1 } });
  });

  test('an array of a different length is sent whole', () => {
    expect(diffSetData({ list: [1, 2] }, { list: [1, 2, 3] })).toEqual({ list: [1, 2, 3] });
  });
});
