const id = (name) => ({ type: 'Identifier', name });
const num = (value) => ({ type: 'NumericLiteral', value });
// add(a, 1); log(a);
const program = () => ({
  type: 'Program',
  body: [
    { type: 'ExpressionStatement', expression: { type: 'CallExpression', callee: id('add'), arguments: [id('a'), num(1)] } },
    { type: 'ExpressionStatement', expression: { type: 'CallExpression', callee: id('log'), arguments: [id('a')] } },
  ],
  loc: { start: 0, end: 20 },
});
const names = (ast) => {
  const out = [];
  traverse(ast, { Identifier: (path) => out.push(path.node.name) });
  return out;
};

describe('traverse', () => {
  test('visits every node of a type, in source order', () => {
    expect(names(program())).toEqual(['add', 'a', 'log', 'a']);
  });

  test('a visitor can change nodes', () => {
    const ast = program();
    traverse(ast, {
      Identifier(path) {
        if (path.node.name === 'a') path.node.name = 'x';
      },
    });
    expect(names(ast)).toEqual(['add', 'x', 'log', 'x']);
  });

  test('enter runs before the children, exit after', () => {
    const order = [];
    traverse(program(), {
      CallExpression: { enter: () => order.push('enter call'), exit: () => order.push('exit call') },
      Identifier: (path) => order.push(path.node.name),
    });
    expect(order).toEqual(['enter call', 'add', 'a', 'exit call', 'enter call', 'log', 'a', 'exit call']);
  });

  test('the path knows its parent and place', () => {
    const places = [];
    traverse(program(), {
      NumericLiteral(path) {
        places.push([path.parent.type, path.key, path.listKey, path.index]);
      },
    });
    expect(places).toEqual([['CallExpression', 'arguments', 'arguments', 1]]);
  });

  test('the root is visited with a null parent', () => {
    let parent;
    traverse(program(), { Program: (path) => (parent = path.parent) });
    expect(parent).toBeNull();
  });
});
