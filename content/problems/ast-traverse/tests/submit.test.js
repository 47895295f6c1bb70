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

  test('several types in one key', () => {
    const seen = [];
    traverse(program(), { 'Identifier|NumericLiteral': (path) => seen.push(path.node.type) });
    expect(seen).toEqual(['Identifier', 'Identifier', 'NumericLiteral', 'Identifier', 'Identifier']);
  });

  test('replaceWith puts the new node in the tree', () => {
    const ast = program();
    traverse(ast, {
      NumericLiteral(path) {
        path.replaceWith({ type: 'StringLiteral', value: String(path.node.value) });
      },
    });
    expect(ast.body[0].expression.arguments[1]).toEqual({ type: 'StringLiteral', value: '1' });
  });

  test('after replaceWith the walk goes into the new node’s children, not the old one’s', () => {
    const ast = program();
    const seen = [];
    traverse(ast, {
      CallExpression(path) {
        if (path.node.callee.name === 'add') {
          path.replaceWith({ type: 'BinaryExpression', operator: '+', left: id('p'), right: id('q') });
        }
      },
      Identifier: (path) => seen.push(path.node.name),
    });
    expect(seen).toEqual(['p', 'q', 'log', 'a']);
  });

  test('replacing a node with its own type does not loop', () => {
    const ast = program();
    let calls = 0;
    traverse(ast, {
      Identifier(path) {
        calls += 1;
        path.replaceWith(id(path.node.name.toUpperCase()));
      },
    });
    expect(calls).toBe(4);
    expect(names(ast)).toEqual(['ADD', 'A', 'LOG', 'A']);
  });

  test('remove() takes a node out of an array and the next sibling is still visited', () => {
    const ast = program();
    const seen = [];
    traverse(ast, {
      ExpressionStatement(path) {
        seen.push(path.node.expression.callee.name);
        if (path.node.expression.callee.name === 'add') path.remove();
      },
    });
    expect(seen).toEqual(['add', 'log']);
    expect(ast.body).toHaveLength(1);
    expect(ast.body[0].expression.callee.name).toBe('log');
  });

  test('a removed node’s children and exit are skipped', () => {
    const events = [];
    traverse(program(), {
      CallExpression: {
        enter(path) {
          if (path.node.callee.name === 'add') path.remove();
        },
        exit: (path) => events.push(`exit ${path.node.callee.name}`),
      },
      Identifier: (path) => events.push(path.node.name),
    });
    expect(events).toEqual(['log', 'a', 'exit log']);
  });

  test('removing a single child sets it to null', () => {
    const ast = program();
    traverse(ast, {
      CallExpression(path) {
        if (path.node.callee.name === 'log') path.remove();
      },
    });
    expect(ast.body[1].expression).toBeNull();
  });

  test('removing consecutive elements', () => {
    const ast = { type: 'ArrayExpression', elements: [num(1), num(2), num(3), num(4)] };
    traverse(ast, {
      NumericLiteral(path) {
        if (path.node.value < 3) path.remove();
      },
    });
    expect(ast.elements.map((n) => n.value)).toEqual([3, 4]);
  });

  test('skip() skips the children but not exit', () => {
    const events = [];
    traverse(program(), {
      CallExpression: {
        enter(path) {
          if (path.node.callee.name === 'add') path.skip();
        },
        exit: (path) => events.push(`exit ${path.node.callee.name}`),
      },
      Identifier: (path) => events.push(path.node.name),
    });
    expect(events).toEqual(['exit add', 'log', 'a', 'exit log']);
  });

  test('properties that are not nodes are ignored', () => {
    const seen = [];
    traverse(program(), { enter: () => {}, Identifier: (path) => seen.push(path.key) });
    expect(seen).toEqual(['callee', 'arguments', 'callee', 'arguments']);
  });

  test('returns the ast', () => {
    const ast = program();
    expect(traverse(ast, {})).toBe(ast);
  });

  test('deep trees', () => {
    let ast = num(0);
    for (let i = 0; i < 500; i += 1) ast = { type: 'UnaryExpression', operator: '-', argument: ast };
    let count = 0;
    traverse(ast, { UnaryExpression: () => (count += 1) });
    expect(count).toBe(500);
  });
});
