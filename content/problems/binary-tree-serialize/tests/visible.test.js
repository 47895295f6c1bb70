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
