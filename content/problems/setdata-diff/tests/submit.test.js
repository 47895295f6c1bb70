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

  test('removed keys are sent as null', () => {
    expect(diffSetData({ a: 1, b: 2 }, { a: 1 })).toEqual({ b: null });
    expect(diffSetData({ o: { x: 1, y: 2 } }, { o: { x: 1 } })).toEqual({ 'o.y': null });
  });

  test('nested arrays use brackets', () => {
    expect(diffSetData({ grid: [[0, 0], [0, 0]] }, { grid: [[0, 0], [0, 5]] })).toEqual({ 'grid[1][1]': 5 });
  });

  test('deep paths mix dots and brackets', () => {
    expect(diffSetData({ a: { b: [{ c: { d: 1 } }] } }, { a: { b: [{ c: { d: 2 } }] } })).toEqual({ 'a.b[0].c.d': 2 });
  });

  test('a type change sends the new value whole', () => {
    expect(diffSetData({ v: { x: 1 } }, { v: [1] })).toEqual({ v: [1] });
    expect(diffSetData({ v: 'text' }, { v: { x: 1 } })).toEqual({ v: { x: 1 } });
    expect(diffSetData({ v: null }, { v: { x: 1 } })).toEqual({ v: { x: 1 } });
  });

  test('NaN equals NaN', () => {
    expect(diffSetData({ n: NaN }, { n: NaN })).toEqual({});
  });

  test('a shorter array is sent whole', () => {
    expect(diffSetData({ list: [{ id: 1 }, { id: 2 }] }, { list: [{ id: 1 }] })).toEqual({ list: [{ id: 1 }] });
  });

  test('several changes at once', () => {
    expect(
      diffSetData(
        { a: 1, b: { c: 2, d: 3 }, e: [1, 2, 3] },
        { a: 9, b: { c: 2, d: 4 }, e: [1, 0, 3] },
      ),
    ).toEqual({ a: 9, 'b.d': 4, 'e[1]': 0 });
  });

  test('undefined and null are different', () => {
    expect(diffSetData({ x: null }, { x: undefined })).toEqual({ x: undefined });
  });

  test('a value with the same content but a new identity is not a change', () => {
    const before = { list: [{ id: 1, tags: ['a'] }] };
    const after = JSON.parse(JSON.stringify(before));
    expect(diffSetData(before, after)).toEqual({});
  });

  test('dates and other objects compare by identity and are sent whole', () => {
    const d = new Date(0);
    expect(diffSetData({ when: d }, { when: d })).toEqual({});
    const later = new Date(1);
    expect(diffSetData({ when: d }, { when: later })).toEqual({ when: later });
  });

  test('does not mutate the inputs', () => {
    const before = { a: { b: 1 } };
    const after = { a: { b: 2 } };
    diffSetData(before, after);
    expect(before).toEqual({ a: { b: 1 } });
    expect(after).toEqual({ a: { b: 2 } });
  });

  test('a big list with one change gives one key', () => {
    const before = { list: Array.from({ length: 1000 }, (_, i) => ({ id: i, done: false })) };
    const after = { list: before.list.map((item) => (item.id === 777 ? { ...item, done: true } : item)) };
    expect(diffSetData(before, after)).toEqual({ 'list[777].done': true });
  });
});
