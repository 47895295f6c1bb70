describe('listToTree', () => {
  test('builds a nested tree', () => {
    const rows = [
      { id: 1, parentId: null, name: 'Products' },
      { id: 2, parentId: 1, name: 'Electronics' },
      { id: 3, parentId: 2, name: 'Phones' },
    ];
    expect(listToTree(rows)).toEqual([
      {
        id: 1,
        parentId: null,
        name: 'Products',
        children: [
          {
            id: 2,
            parentId: 1,
            name: 'Electronics',
            children: [{ id: 3, parentId: 2, name: 'Phones', children: [] }],
          },
        ],
      },
    ]);
  });

  test('keeps the input order of roots and children', () => {
    const rows = [
      { id: 'a', parentId: null },
      { id: 'b', parentId: null },
      { id: 'a2', parentId: 'a' },
      { id: 'a1', parentId: 'a' },
    ];
    const tree = listToTree(rows);
    expect(tree.map((n) => n.id)).toEqual(['a', 'b']);
    expect(tree[0].children.map((n) => n.id)).toEqual(['a2', 'a1']);
  });

  test('a parent may come after its children', () => {
    const rows = [
      { id: 3, parentId: 2 },
      { id: 2, parentId: 1 },
      { id: 1, parentId: null },
    ];
    expect(listToTree(rows)).toEqual([
      { id: 1, parentId: null, children: [{ id: 2, parentId: 1, children: [{ id: 3, parentId: 2, children: [] }] }] },
    ]);
  });

  test('orphans go to the top level', () => {
    const rows = [
      { id: 1, parentId: null },
      { id: 4, parentId: 99 },
    ];
    expect(listToTree(rows).map((n) => n.id)).toEqual([1, 4]);
  });

  test('an empty list gives an empty tree', () => {
    expect(listToTree([])).toEqual([]);
  });

  test('orphans keep their own subtrees', () => {
    const rows = [
      { id: 10, parentId: 'deleted' },
      { id: 11, parentId: 10 },
      { id: 1, parentId: null },
    ];
    expect(listToTree(rows)).toEqual([
      { id: 10, parentId: 'deleted', children: [{ id: 11, parentId: 10, children: [] }] },
      { id: 1, parentId: null, children: [] },
    ]);
  });

  test('a missing parentId property means a root', () => {
    const tree = listToTree([{ id: 'x' }, { id: 'y', parentId: 'x' }]);
    expect(tree).toHaveLength(1);
    expect(tree[0].id).toBe('x');
    expect(tree[0].children.map((n) => n.id)).toEqual(['y']);
  });

  test('0 is a valid id', () => {
    const rows = [
      { id: 0, parentId: null, name: 'root' },
      { id: 1, parentId: 0, name: 'child' },
      { id: 2, parentId: 0, name: 'child' },
    ];
    const tree = listToTree(rows);
    expect(tree).toHaveLength(1);
    expect(tree[0].children.map((n) => n.id)).toEqual([1, 2]);
  });

  test('ids are compared exactly', () => {
    const rows = [
      { id: 1, parentId: null },
      { id: '1', parentId: null },
      { id: 'child', parentId: '1' },
    ];
    const tree = listToTree(rows);
    expect(tree.map((n) => n.id)).toEqual([1, '1']);
    expect(tree[0].children).toEqual([]);
    expect(tree[1].children.map((n) => n.id)).toEqual(['child']);
  });

  test('does not modify the input rows', () => {
    const rows = [
      { id: 1, parentId: null, meta: { open: true } },
      { id: 2, parentId: 1 },
    ];
    const snapshot = JSON.stringify(rows);
    const tree = listToTree(rows);
    expect(JSON.stringify(rows)).toBe(snapshot);
    expect(tree[0]).not.toBe(rows[0]);
    expect(tree[0].meta).toEqual({ open: true });
    expect(listToTree(rows)[0].children).toHaveLength(1);
  });

  test('a realistic comment thread', () => {
    const rows = [
      { id: 'c3', parentId: 'c1', text: 'reply to first' },
      { id: 'c1', parentId: null, text: 'first' },
      { id: 'c2', parentId: null, text: 'second' },
      { id: 'c4', parentId: 'c3', text: 'nested reply' },
      { id: 'c5', parentId: 'c1', text: 'another reply' },
    ];
    const tree = listToTree(rows);
    expect(tree.map((n) => n.id)).toEqual(['c1', 'c2']);
    expect(tree[0].children.map((n) => n.id)).toEqual(['c3', 'c5']);
    expect(tree[0].children[0].children.map((n) => n.text)).toEqual(['nested reply']);
    expect(tree[1].children).toEqual([]);
  });

  test('every node has a children array', () => {
    const tree = listToTree([{ id: 1, parentId: null }, { id: 2, parentId: 1 }]);
    expect(Array.isArray(tree[0].children)).toBe(true);
    expect(Array.isArray(tree[0].children[0].children)).toBe(true);
    expect(tree[0].children[0].children).toHaveLength(0);
  });

  test('converts 50 000 rows in linear time', () => {
    const n = 50000;
    const rows = [];
    // children are listed before their parents: row i has parent floor(i / 10) listed later
    for (let i = n - 1; i >= 1; i--) rows.push({ id: i, parentId: Math.floor(i / 10) });
    rows.push({ id: 0, parentId: null });
    rows.push({ id: 'orphan', parentId: -1 });
    const tree = listToTree(rows);
    expect(tree.map((n) => n.id)).toEqual([0, 'orphan']);
    // count the nodes without recursion
    let count = 0;
    let wrongParent = 0;
    const stack = [...tree];
    while (stack.length > 0) {
      const node = stack.pop();
      count += 1;
      for (const child of node.children) {
        if (child.parentId !== node.id) wrongParent += 1;
        stack.push(child);
      }
    }
    expect(count).toBe(n + 1);
    expect(wrongParent).toBe(0);
    expect(tree[0].children.map((c) => c.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });
});
