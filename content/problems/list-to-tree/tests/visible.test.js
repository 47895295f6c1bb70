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
});
