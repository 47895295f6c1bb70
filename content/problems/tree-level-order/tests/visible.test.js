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
});
