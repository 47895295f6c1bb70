// applies the changes one by one to a copy of value (test helper)
function applyChanges(value, changes) {
  let root = JSON.parse(JSON.stringify({ root: value }));
  for (const change of changes) {
    const path = ['root', ...change.path];
    const parent = path.slice(0, -1).reduce((node, key) => node[key], root);
    const key = path[path.length - 1];
    if (change.op === 'remove') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (change.op === 'add' && Array.isArray(parent)) {
      parent.splice(Number(key), 0, change.value);
    } else {
      parent[key] = change.value;
    }
  }
  return root.root;
}

describe('diff', () => {
  test('equal values have no changes', () => {
    expect(diff({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'x' }] })).toEqual([]);
  });

  test('a changed leaf is a replace at its path', () => {
    expect(diff({ user: { name: 'Ann', age: 30 } }, { user: { name: 'Ann', age: 31 } })).toEqual([
      { op: 'replace', path: ['user', 'age'], value: 31 },
    ]);
  });

  test('removed keys in the order of before, then added keys in the order of after', () => {
    expect(diff({ a: 1, b: 2, c: 3 }, { c: 3, e: 5, a: 1, d: 4 })).toEqual([
      { op: 'remove', path: ['b'] },
      { op: 'add', path: ['e'], value: 5 },
      { op: 'add', path: ['d'], value: 4 },
    ]);
  });

  test('a longer array adds the new indexes in increasing order', () => {
    expect(diff({ list: ['a'] }, { list: ['a', 'b', 'c'] })).toEqual([
      { op: 'add', path: ['list', '1'], value: 'b' },
      { op: 'add', path: ['list', '2'], value: 'c' },
    ]);
  });

  test('a shorter array removes the extra indexes from the end', () => {
    expect(diff(['a', 'b', 'c', 'd'], ['a', 'x'])).toEqual([
      { op: 'replace', path: ['1'], value: 'x' },
      { op: 'remove', path: ['3'] },
      { op: 'remove', path: ['2'] },
    ]);
  });

  test('a change of kind replaces the whole value', () => {
    expect(diff({ a: { b: 1 } }, { a: [1] })).toEqual([{ op: 'replace', path: ['a'], value: [1] }]);
  });

  test('the statement example, in the exact order', () => {
    expect(
      diff(
        { title: 'Todo', tags: ['a', 'b', 'c'], owner: { name: 'Ann' }, draft: true },
        { title: 'Todos', tags: ['a'], owner: { name: 'Ann', id: 7 } },
      ),
    ).toEqual([
      { op: 'replace', path: ['title'], value: 'Todos' },
      { op: 'remove', path: ['tags', '2'] },
      { op: 'remove', path: ['tags', '1'] },
      { op: 'add', path: ['owner', 'id'], value: 7 },
      { op: 'remove', path: ['draft'] },
    ]);
  });

  test('remove changes carry no value property', () => {
    const [change] = diff({ a: 1, b: 2 }, { a: 1 });
    expect(change).toEqual({ op: 'remove', path: ['b'] });
    expect(Object.keys(change).sort()).toEqual(['op', 'path']);
  });

  test('different roots: the root path is empty', () => {
    expect(diff(1, 2)).toEqual([{ op: 'replace', path: [], value: 2 }]);
    expect(diff('x', 'x')).toEqual([]);
    expect(diff([1], { 0: 1 })).toEqual([{ op: 'replace', path: [], value: { 0: 1 } }]);
    expect(diff({}, [])).toEqual([{ op: 'replace', path: [], value: [] }]);
  });

  test('null is a leaf, not an object', () => {
    expect(diff({ a: null }, { a: {} })).toEqual([{ op: 'replace', path: ['a'], value: {} }]);
    expect(diff({ a: {} }, { a: null })).toEqual([{ op: 'replace', path: ['a'], value: null }]);
    expect(diff({ a: null }, { a: null })).toEqual([]);
    expect(diff(null, [])).toEqual([{ op: 'replace', path: [], value: [] }]);
  });

  test('leaves compare with Object.is and without type coercion', () => {
    expect(diff({ n: NaN }, { n: NaN })).toEqual([]);
    expect(diff({ n: 1 }, { n: '1' })).toEqual([{ op: 'replace', path: ['n'], value: '1' }]);
    expect(diff([0, false, ''], [false, 0, null])).toEqual([
      { op: 'replace', path: ['0'], value: false },
      { op: 'replace', path: ['1'], value: 0 },
      { op: 'replace', path: ['2'], value: null },
    ]);
  });

  test('a key whose value is undefined is present', () => {
    expect(diff({ a: undefined }, {})).toEqual([{ op: 'remove', path: ['a'] }]);
    expect(diff({}, { a: undefined })).toEqual([{ op: 'add', path: ['a'], value: undefined }]);
    expect(diff({ a: undefined }, { a: undefined })).toEqual([]);
  });

  test('paths go through nested arrays and objects, with indexes as strings', () => {
    const before = { todos: [{ id: 1, done: false, tags: ['x'] }, { id: 2, done: false, tags: [] }] };
    const after = { todos: [{ id: 1, done: true, tags: ['x', 'y'] }, { id: 2, done: false, tags: [] }] };
    expect(diff(before, after)).toEqual([
      { op: 'replace', path: ['todos', '0', 'done'], value: true },
      { op: 'add', path: ['todos', '0', 'tags', '1'], value: 'y' },
    ]);
  });

  test('added and replaced values come from after', () => {
    const added = { deep: { x: 1 } };
    const replaced = [1, 2];
    const changes = diff({ keep: 1, swap: 'old' }, { keep: 1, swap: replaced, extra: added });
    expect(changes[0].value).toBe(replaced);
    expect(changes[1].value).toBe(added);
  });

  test('empty containers', () => {
    expect(diff({}, {})).toEqual([]);
    expect(diff([], [])).toEqual([]);
    expect(diff([], [[]])).toEqual([{ op: 'add', path: ['0'], value: [] }]);
    expect(diff({ a: [] }, { a: {} })).toEqual([{ op: 'replace', path: ['a'], value: {} }]);
  });

  test('does not modify its arguments', () => {
    const before = { a: [1, 2, 3], b: { c: 1 } };
    const after = { a: [1], b: { d: 2 } };
    const beforeCopy = JSON.parse(JSON.stringify(before));
    const afterCopy = JSON.parse(JSON.stringify(after));
    expect(diff(before, after)).toEqual([
      { op: 'remove', path: ['a', '2'] },
      { op: 'remove', path: ['a', '1'] },
      { op: 'remove', path: ['b', 'c'] },
      { op: 'add', path: ['b', 'd'], value: 2 },
    ]);
    expect(before).toEqual(beforeCopy);
    expect(after).toEqual(afterCopy);
  });

  test('applying the changes in order turns before into after', () => {
    const pairs = [
      [{ a: [1, 2, 3, 4, 5], b: { c: [{ d: 1 }, { d: 2 }] } }, { a: [1, 9], b: { c: [{ d: 1, e: 3 }] }, f: null }],
      [[[1, 2], [3]], [[1], [3, 4], [5, 6]]],
      [{ x: { y: { z: 'deep' } }, list: ['a', 'b'] }, { list: ['b', 'a', 'c'], x: { y: 1 } }],
    ];
    for (const [before, after] of pairs) {
      expect(applyChanges(before, diff(before, after))).toEqual(after);
    }
  });

  test('handles a large document', () => {
    const before = { items: Array.from({ length: 20000 }, (_, i) => ({ id: i, label: `item ${i}` })) };
    const after = { items: before.items.map((item) => (item.id % 1000 === 0 ? { ...item, label: 'changed' } : item)) };
    const changes = diff(before, after);
    expect(changes).toHaveLength(20);
    expect(changes[1]).toEqual({ op: 'replace', path: ['items', '1000', 'label'], value: 'changed' });
  });
});
