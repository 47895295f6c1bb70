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
});
