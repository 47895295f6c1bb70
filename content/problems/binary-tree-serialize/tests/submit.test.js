const node = (value, left = null, right = null) => ({ value, left, right });
const roundTrip = (tree) => {
  const data = serialize(tree);
  expect(typeof data).toBe('string');
  return deserialize(data);
};

describe('serialize / deserialize', () => {
  test('the empty tree', () => {
    expect(typeof serialize(null)).toBe('string');
    expect(roundTrip(null)).toBeNull();
  });

  test('a small tree of numbers keeps its shape', () => {
    const tree = node(1, node(2, null, node(4)), node(3, node(5), node(6)));
    expect(roundTrip(tree)).toStrictEqual(tree);
  });

  test('strings with separators and quotes', () => {
    const tree = node('a,b', node('#'), node('say "hi"', node('null'), node('')));
    expect(roundTrip(tree)).toStrictEqual(tree);
  });

  test('a tree leaning to one side', () => {
    const tree = node(1, node(2, node(3, node(4))));
    expect(roundTrip(tree)).toStrictEqual(tree);
    const right = node(1, null, node(2, null, node(3)));
    expect(roundTrip(right)).toStrictEqual(right);
  });

  test('builds new nodes', () => {
    const tree = node(7, node(8));
    const copy = roundTrip(tree);
    expect(copy).toStrictEqual(tree);
    expect(copy).not.toBe(tree);
    expect(copy.left).not.toBe(tree.left);
  });
});

// Compares two trees without recursion (so very deep trees can be checked) and counts the nodes;
// throws on the first difference.
const expectSameTree = (actual, expected) => {
  const stack = [[actual, expected, 'root']];
  let count = 0;
  while (stack.length) {
    const [a, b, path] = stack.pop();
    if (b === null) {
      if (a !== null) throw new Error(`expected no node at ${path}`);
      continue;
    }
    if (a === null || typeof a !== 'object') throw new Error(`missing node at ${path}`);
    if (Object.keys(a).sort().join() !== 'left,right,value') throw new Error(`wrong keys at ${path}`);
    if (JSON.stringify(a.value) !== JSON.stringify(b.value)) throw new Error(`wrong value at ${path}`);
    count++;
    stack.push([a.left, b.left, path + '.left'], [a.right, b.right, path + '.right']);
  }
  return count;
};

describe('serialize / deserialize (hidden)', () => {
  test('null, false, 0 and empty-string values are not missing children', () => {
    const tree = node(null, node(false, node(0)), node('', null, node(null)));
    expect(roundTrip(tree)).toStrictEqual(tree);
  });

  test('numbers stay numbers and strings stay strings', () => {
    const tree = node(1, node('1'), node(true, node('true'), node(-2.5e-7)));
    expect(roundTrip(tree)).toStrictEqual(tree);
  });

  test('object and array values', () => {
    const tree = node({ id: 1, tags: ['a', 'b'], meta: { left: null } }, node([1, [2, [3]]]), node({}, node([])));
    expect(roundTrip(tree)).toStrictEqual(tree);
  });

  test('Unicode, newlines and brackets in strings', () => {
    const tree = node('你好 😀', node('line 1\nline 2\ttab'), node('[1,2]', node('{"value":1}'), node('\\')));
    expect(roundTrip(tree)).toStrictEqual(tree);
  });

  test('a single node', () => {
    expect(roundTrip(node('only'))).toStrictEqual(node('only'));
  });

  test('left and right children are told apart', () => {
    const leftOnly = node(1, node(2));
    const rightOnly = node(1, null, node(2));
    expect(serialize(leftOnly)).not.toBe(serialize(rightOnly));
    expect(roundTrip(rightOnly)).toStrictEqual(rightOnly);
  });

  test('equal trees give equal strings', () => {
    const make = () => node('x', node([1, 2]), node({ a: 1 }));
    expect(serialize(make())).toBe(serialize(make()));
  });

  test('serialize does not modify the tree', () => {
    const tree = node(1, node(2, node(3)), node(4));
    const before = JSON.stringify(tree);
    serialize(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });

  test('a complete tree of 4095 nodes, in linear size', () => {
    const build = (depth, id) => (depth === 0 ? null : node(id, build(depth - 1, 2 * id), build(depth - 1, 2 * id + 1)));
    const tree = build(12, 1);
    const data = serialize(tree);
    expect(data.length).toBeLessThan(4095 * 20);
    expect(expectSameTree(deserialize(data), tree)).toBe(4095);
  });

  test('a very deep left chain does not overflow the stack', () => {
    let tree = null;
    for (let i = 0; i < 10000; i++) tree = node(i, tree);
    expect(expectSameTree(roundTrip(tree), tree)).toBe(10000);
  });

  test('a very deep zig-zag chain', () => {
    let tree = null;
    for (let i = 0; i < 10000; i++) tree = i % 2 ? node(`n${i}`, tree) : node(`n${i}`, null, tree);
    expect(expectSameTree(roundTrip(tree), tree)).toBe(10000);
  });
});
