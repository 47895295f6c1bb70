describe('levelOrder', () => {
  test('groups the values by level', () => {
    const tree = {
      value: 'html',
      children: [
        { value: 'head', children: [{ value: 'title' }] },
        { value: 'body', children: [{ value: 'header' }, { value: 'main' }] },
      ],
    };
    expect(levelOrder(tree)).toEqual([['html'], ['head', 'body'], ['title', 'header', 'main']]);
  });

  test('an empty tree', () => {
    expect(levelOrder(null)).toEqual([]);
  });

  test('a single node', () => {
    expect(levelOrder({ value: 1, children: [] })).toEqual([[1]]);
  });

  test('leaves may have no children property', () => {
    expect(levelOrder({ value: 1, children: [{ value: 2 }, { value: 3 }] })).toEqual([[1], [2, 3]]);
  });

  test('levels of different subtrees are merged left to right', () => {
    const tree = {
      value: 1,
      children: [
        { value: 2, children: [{ value: 4, children: [{ value: 7 }] }] },
        { value: 3, children: [{ value: 5 }, { value: 6, children: [{ value: 8 }] }] },
      ],
    };
    expect(levelOrder(tree)).toEqual([[1], [2, 3], [4, 5, 6], [7, 8]]);
  });

  test('a root without a children property', () => {
    expect(levelOrder({ value: 'solo' })).toEqual([['solo']]);
  });

  test('a wide level followed by a deeper one', () => {
    const tree = {
      value: 'r',
      children: [{ value: 'a', children: [{ value: 'a1' }, { value: 'a2' }] }, { value: 'b' }, { value: 'c', children: [{ value: 'c1' }] }],
    };
    expect(levelOrder(tree)).toEqual([['r'], ['a', 'b', 'c'], ['a1', 'a2', 'c1']]);
  });

  test('falsy values are kept', () => {
    const tree = { value: 0, children: [{ value: '' }, { value: null, children: [{ value: false }] }] };
    expect(levelOrder(tree)).toEqual([[0], ['', null], [false]]);
  });

  test('does not modify the tree', () => {
    const tree = { value: 1, children: [{ value: 2 }, { value: 3, children: [{ value: 4 }] }] };
    const snapshot = JSON.stringify(tree);
    levelOrder(tree);
    expect(JSON.stringify(tree)).toBe(snapshot);
    expect(levelOrder(tree)).toEqual([[1], [2, 3], [4]]);
  });

  test('a complete tree with three children per node', () => {
    // node i has children 3i+1, 3i+2, 3i+3
    const nodes = Array.from({ length: 40 }, (_, i) => ({ value: i }));
    nodes.forEach((node, i) => {
      const kids = [3 * i + 1, 3 * i + 2, 3 * i + 3].filter((k) => k < nodes.length);
      if (kids.length > 0) node.children = kids.map((k) => nodes[k]);
    });
    expect(levelOrder(nodes[0])).toEqual([
      [0],
      [1, 2, 3],
      [4, 5, 6, 7, 8, 9, 10, 11, 12],
      Array.from({ length: 27 }, (_, i) => i + 13),
    ]);
  });

  test('a deep chain is traversed without recursion', () => {
    const depth = 50000;
    let root = null;
    for (let i = depth - 1; i >= 0; i--) root = { value: i, children: root ? [root] : [] };
    const levels = levelOrder(root);
    expect(levels).toHaveLength(depth);
    let wrong = 0;
    for (let i = 0; i < depth; i++) if (levels[i].length !== 1 || levels[i][0] !== i) wrong += 1;
    expect(wrong).toBe(0);
  });

  test('a large deep tree in linear time', () => {
    // a spine of 5000 nodes, each with 19 leaves and the next spine node: 100 000 nodes
    const spineLength = 5000;
    let next = null;
    for (let d = spineLength - 1; d >= 0; d--) {
      const children = [];
      for (let k = 0; k < 19; k++) children.push({ value: d * 100 + k });
      if (next) children.push(next);
      next = { value: `s${d}`, children };
    }
    const levels = levelOrder(next);
    expect(levels).toHaveLength(spineLength + 1);
    expect(levels[0]).toEqual(['s0']);
    expect(levels[1]).toHaveLength(20);
    expect(levels[1][19]).toBe('s1');
    expect(levels[spineLength]).toHaveLength(19);
    let total = 0;
    for (const level of levels) total += level.length;
    expect(total).toBe(spineLength * 20);
  });
});
