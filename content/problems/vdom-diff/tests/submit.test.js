describe('diff', () => {
  const el = (type, props, ...children) => ({ type, props, children });

  test('returns no patches for equal trees', () => {
    const tree = () => el('div', { id: 'app' }, el('p', {}, 'Hello'), 'world');
    expect(diff(tree(), tree())).toEqual([]);
  });

  test('patches changed text', () => {
    expect(diff('a', 'b')).toEqual([{ type: 'text', path: [], value: 'b' }]);
    expect(diff(el('p', {}, 'Hi'), el('p', {}, 'Bye'))).toEqual([{ type: 'text', path: [0], value: 'Bye' }]);
  });

  test('sets changed and added props and removes missing ones', () => {
    expect(diff(el('div', { id: 'x', class: 'a' }), el('div', { class: 'b', title: 't' }))).toEqual([
      { type: 'props', path: [], set: { class: 'b', title: 't' }, remove: ['id'] },
    ]);
  });

  test('replaces a node whose type changes', () => {
    expect(diff(el('div', {}, 'x'), el('span', {}, 'x'))).toEqual([{ type: 'replace', path: [], node: el('span', {}, 'x') }]);
    expect(diff(el('p', {}, 'text'), el('p', {}, el('b', {}, 'text')))).toEqual([
      { type: 'replace', path: [0], node: el('b', {}, 'text') },
    ]);
  });

  test('creates and removes unkeyed children at the end', () => {
    const one = el('ul', {}, el('li', {}, 'A'));
    const two = el('ul', {}, el('li', {}, 'A'), el('li', {}, 'B'));
    expect(diff(one, two)).toEqual([{ type: 'create', path: [], index: 1, node: el('li', {}, 'B') }]);
    expect(diff(two, one)).toEqual([{ type: 'remove', path: [], index: 1 }]);
  });

  test('removes, moves and creates keyed children, then diffs the kept ones in place', () => {
    const li = (key, text) => el('li', { key }, text);
    expect(diff(el('ul', {}, li('a', 'A'), li('b', 'B'), li('c', 'C')), el('ul', {}, li('c', 'C'), li('a', 'A2'), li('d', 'D')))).toEqual([
      { type: 'remove', path: [], index: 1 },
      { type: 'move', path: [], from: 1, to: 0 },
      { type: 'create', path: [], index: 2, node: li('d', 'D') },
      { type: 'text', path: [1, 0], value: 'A2' },
    ]);
  });

  // ---- hidden cases -------------------------------------------------------------------------
  const li = (key, text) => el('li', { key }, text);
  const list = (...keys) => el('ul', {}, ...keys.map((k) => li(k, k.toUpperCase())));

  // a reference patch applier: paths refer to the tree as the earlier patches left it
  const cloneTree = (node) =>
    typeof node === 'string' ? node : { type: node.type, props: { ...(node.props ?? {}) }, children: (node.children ?? []).map(cloneTree) };
  const applyPatchList = (tree, patches) => {
    let root = cloneTree(tree);
    const at = (path) => path.reduce((node, i) => node.children[i], root);
    const put = (path, node) => {
      if (path.length === 0) root = node;
      else at(path.slice(0, -1)).children[path[path.length - 1]] = node;
    };
    for (const p of patches) {
      if (p.type === 'replace') put(p.path, cloneTree(p.node));
      else if (p.type === 'text') put(p.path, p.value);
      else if (p.type === 'props') {
        const node = at(p.path);
        Object.assign(node.props, p.set);
        for (const name of p.remove) delete node.props[name];
      } else if (p.type === 'create') at(p.path).children.splice(p.index, 0, cloneTree(p.node));
      else if (p.type === 'remove') at(p.path).children.splice(p.index, 1);
      else if (p.type === 'move') {
        const children = at(p.path).children;
        const [moved] = children.splice(p.from, 1);
        children.splice(p.to, 0, moved);
      } else throw new Error(`Unknown patch ${JSON.stringify(p)}`);
    }
    return root;
  };

  test('treats missing props and children as empty', () => {
    expect(diff({ type: 'br' }, { type: 'br', props: {}, children: [] })).toEqual([]);
    expect(diff({ type: 'div' }, { type: 'div', props: { id: 'x' } })).toEqual([{ type: 'props', path: [], set: { id: 'x' }, remove: [] }]);
    expect(diff({ type: 'ul', props: {} }, { type: 'ul', children: ['a'] })).toEqual([{ type: 'create', path: [], index: 0, node: 'a' }]);
  });

  test('compares props with Object.is and objects by reference', () => {
    const style = { color: 'red' };
    expect(diff(el('div', { n: NaN, style }), el('div', { n: NaN, style }))).toEqual([]);
    expect(diff(el('div', { style }), el('div', { style: { color: 'red' } }))).toEqual([
      { type: 'props', path: [], set: { style: { color: 'red' } }, remove: [] },
    ]);
    expect(diff(el('div', { zero: 0 }), el('div', { zero: -0 }))).toHaveLength(1);
  });

  test('treats a prop set to undefined as present', () => {
    expect(diff(el('input', { value: 'x' }), el('input', { value: undefined }))).toEqual([
      { type: 'props', path: [], set: { value: undefined }, remove: [] },
    ]);
    expect(diff(el('input', { value: undefined }), el('input', {}))).toEqual([{ type: 'props', path: [], set: {}, remove: ['value'] }]);
  });

  test('never puts key in a props patch, and replaces a node whose key changes', () => {
    expect(diff(el('li', { key: 'a', title: 'x' }), el('li', { key: 'a', title: 'y' }))).toEqual([
      { type: 'props', path: [], set: { title: 'y' }, remove: [] },
    ]);
    expect(diff(el('li', { key: 'a' }, 'A'), el('li', { key: 'b' }, 'A'))).toEqual([{ type: 'replace', path: [], node: el('li', { key: 'b' }, 'A') }]);
    expect(diff(el('li', { key: 1 }), el('li', { key: '1' }))).toEqual([{ type: 'replace', path: [], node: el('li', { key: '1' }) }]);
  });

  test('replaces text with an element and an element with text', () => {
    expect(diff('hi', el('b', {}, 'hi'))).toEqual([{ type: 'replace', path: [], node: el('b', {}, 'hi') }]);
    expect(diff(el('div', {}, el('b', {}, 'hi')), el('div', {}, 'hi'))).toEqual([{ type: 'replace', path: [0], node: 'hi' }]);
  });

  test('writes deep paths and orders patches parent first', () => {
    const before = el('div', { id: 'a' }, el('header', {}, 'x'), el('main', {}, el('p', {}, 'one', 'two')));
    const after = el('div', { id: 'b' }, el('header', {}, 'x'), el('main', { role: 'main' }, el('p', {}, 'one', 'TWO'), 'extra'));
    expect(diff(before, after)).toEqual([
      { type: 'props', path: [], set: { id: 'b' }, remove: [] },
      { type: 'props', path: [1], set: { role: 'main' }, remove: [] },
      { type: 'create', path: [1], index: 1, node: 'extra' },
      { type: 'text', path: [1, 0, 1], value: 'TWO' },
    ]);
  });

  test('moves the last keyed child to the front with one move', () => {
    expect(diff(list('a', 'b', 'c', 'd'), list('d', 'a', 'b', 'c'))).toEqual([{ type: 'move', path: [], from: 3, to: 0 }]);
  });

  test('moves left to right as specified', () => {
    expect(diff(list('a', 'b', 'c', 'd'), list('b', 'c', 'd', 'a'))).toEqual([
      { type: 'move', path: [], from: 1, to: 0 },
      { type: 'move', path: [], from: 2, to: 1 },
      { type: 'move', path: [], from: 3, to: 2 },
    ]);
    expect(diff(list('a', 'b', 'c'), list('c', 'b', 'a'))).toEqual([
      { type: 'move', path: [], from: 2, to: 0 },
      { type: 'move', path: [], from: 2, to: 1 },
    ]);
  });

  test('removes several keyed children from the last to the first', () => {
    expect(diff(list('a', 'b', 'c', 'd', 'e'), list('a', 'c', 'e'))).toEqual([
      { type: 'remove', path: [], index: 3 },
      { type: 'remove', path: [], index: 1 },
    ]);
    expect(diff(list('a', 'b'), list())).toEqual([
      { type: 'remove', path: [], index: 1 },
      { type: 'remove', path: [], index: 0 },
    ]);
  });

  test('creates keyed children at their new indices', () => {
    expect(diff(list(), list('a', 'b'))).toEqual([
      { type: 'create', path: [], index: 0, node: li('a', 'A') },
      { type: 'create', path: [], index: 1, node: li('b', 'B') },
    ]);
    expect(diff(list('b', 'd'), list('a', 'b', 'c', 'd', 'e'))).toEqual([
      { type: 'create', path: [], index: 0, node: li('a', 'A') },
      { type: 'create', path: [], index: 2, node: li('c', 'C') },
      { type: 'create', path: [], index: 4, node: li('e', 'E') },
    ]);
  });

  test('keeps a keyed node when only its position changes', () => {
    const patches = diff(list('a', 'b', 'c'), list('c', 'a', 'b'));
    expect(patches).toEqual([{ type: 'move', path: [], from: 2, to: 0 }]);
    expect(patches.some((p) => p.type === 'create' || p.type === 'replace')).toBe(false);
  });

  test('replaces a keyed child whose type changes, at its final index', () => {
    expect(diff(el('ul', {}, li('a', 'A'), li('b', 'B')), el('ul', {}, el('p', { key: 'b' }, 'B'), li('a', 'A')))).toEqual([
      { type: 'move', path: [], from: 1, to: 0 },
      { type: 'replace', path: [0], node: el('p', { key: 'b' }, 'B') },
    ]);
  });

  test('matches unkeyed children in order, separately from keyed ones', () => {
    const before = el('div', {}, 'x', li('k', 'K'), el('span', {}, 's'));
    const after = el('div', {}, li('k', 'K'), 'y', el('span', {}, 's'), 'z');
    expect(diff(before, after)).toEqual([
      { type: 'move', path: [], from: 1, to: 0 },
      { type: 'create', path: [], index: 3, node: 'z' },
      { type: 'text', path: [1], value: 'y' },
    ]);
  });

  test('produces patches that turn the old tree into the new one', () => {
    let seed = 7;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const make = (depth) => {
      if (depth === 0 || random(4) === 0) return ['a', 'b', 'c'][random(3)];
      const children = [];
      const count = random(5);
      const keys = ['p', 'q', 'r', 's', 't', 'u'];
      for (let i = 0; i < count; i++) {
        const child = make(depth - 1);
        if (typeof child !== 'string' && random(2) === 0 && keys.length > 0) child.props.key = keys.splice(random(keys.length), 1)[0];
        children.push(child);
      }
      const props = {};
      if (random(2)) props.id = ['x', 'y'][random(2)];
      if (random(2)) props.title = 't';
      return { type: ['div', 'span'][random(2)], props, children };
    };
    for (let round = 0; round < 300; round++) {
      const before = make(4);
      const after = make(4);
      expect(applyPatchList(before, diff(before, after))).toEqual(cloneTree(after));
      expect(diff(before, before)).toEqual([]);
    }
  });

  test('does not modify either tree', () => {
    const before = el('ul', { id: 'a' }, li('a', 'A'), li('b', 'B'), 'x');
    const after = el('ul', { id: 'b' }, li('b', 'B2'), 'y', li('c', 'C'));
    const copies = [JSON.stringify(before), JSON.stringify(after)];
    expect(applyPatchList(before, diff(before, after))).toEqual(cloneTree(after));
    expect([JSON.stringify(before), JSON.stringify(after)]).toEqual(copies);
  });

  test('throws a TypeError for duplicate keys among siblings', () => {
    expect(() => diff(list('a', 'a'), list('a'))).toThrow(TypeError);
    expect(() => diff(list('a'), el('div', {}, el('ul', {}, li('x', 'X'), li('x', 'Y'))))).toThrow(TypeError);
    expect(diff(el('div', {}, el('ul', {}, li('x', 'X')), el('ul', {}, li('x', 'X'))), el('div', {}, el('ul', {}, li('x', 'X')), el('ul', {}, li('x', 'X'))))).toEqual([]);
  });

  test('throws a TypeError for invalid nodes', () => {
    expect(() => diff(null, 'a')).toThrow(TypeError);
    expect(() => diff('a', 42)).toThrow(TypeError);
    expect(() => diff({ props: {} }, 'a')).toThrow(TypeError);
    expect(() => diff(el('div', {}, 'a'), { type: 'div', children: 'a' })).toThrow(TypeError);
    expect(() => diff(el('div', {}, 'a'), el('div', {}, { type: 1 }))).toThrow(TypeError);
  });
});
