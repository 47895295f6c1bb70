describe('h and renderToString', () => {
  test('h builds a node with flattened children', () => {
    expect(h('ul', null, [h('li', null, 'a'), [h('li', null, 'b')]])).toEqual({
      type: 'ul',
      props: {},
      children: [
        { type: 'li', props: {}, children: ['a'] },
        { type: 'li', props: {}, children: ['b'] },
      ],
    });
  });

  test('renders an element with attributes and text', () => {
    expect(renderToString(h('a', { href: '/home' }, 'Home'))).toBe('<a href="/home">Home</a>');
  });

  test('escapes text', () => {
    expect(renderToString(h('p', null, '<script>alert(1)</script>'))).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  test('renders components', () => {
    const Greeting = ({ name }) => h('p', null, 'Hi, ', name);
    expect(renderToString(h(Greeting, { name: 'Ana' }))).toBe('<p>Hi, Ana</p>');
  });

  test('void elements have no closing tag', () => {
    expect(renderToString(h('div', null, h('img', { src: 'a.png', alt: '' }), h('br')))).toBe('<div><img src="a.png" alt=""><br></div>');
  });

  test('null, undefined and booleans are dropped from children', () => {
    expect(h('div', null, null, 'a', false, undefined, true, 0).children).toEqual(['a', 0]);
    expect(renderToString(h('div', null, false && h('b'), 'x'))).toBe('<div>x</div>');
  });

  test('numbers render as text, including 0', () => {
    expect(renderToString(h('span', null, 0, 1, 2))).toBe('<span>012</span>');
  });

  test('className becomes class', () => {
    expect(renderToString(h('div', { className: 'card big' }))).toBe('<div class="card big"></div>');
  });

  test('boolean attributes', () => {
    expect(renderToString(h('input', { type: 'checkbox', checked: true, disabled: false, value: null }))).toBe(
      '<input type="checkbox" checked>',
    );
  });

  test('event handlers, key and children are not attributes', () => {
    expect(renderToString(h('button', { onClick: () => {}, key: 'k', type: 'button' }, 'Go'))).toBe(
      '<button type="button">Go</button>',
    );
  });

  test('attribute values are escaped, quotes included', () => {
    expect(renderToString(h('div', { title: '" onmouseover="alert(1)' }))).toBe(
      '<div title="&quot; onmouseover=&quot;alert(1)"></div>',
    );
    expect(renderToString(h('p', null, "Tom & Jerry's"))).toBe('<p>Tom &amp; Jerry&#39;s</p>');
  });

  test('style objects become CSS text', () => {
    expect(renderToString(h('p', { style: { color: 'red', fontSize: '12px' } }, 'x'))).toBe(
      '<p style="color:red;font-size:12px">x</p>',
    );
  });

  test('components receive their children', () => {
    const Card = ({ title, children }) => h('section', null, h('h2', null, title), children);
    expect(renderToString(h(Card, { title: 'T' }, h('p', null, 'body')))).toBe('<section><h2>T</h2><p>body</p></section>');
  });

  test('components may return text or nothing', () => {
    const Text = () => 'plain <b>';
    const Nothing = () => null;
    expect(renderToString(h('div', null, h(Text), h(Nothing)))).toBe('<div>plain &lt;b&gt;</div>');
  });

  test('nested components', () => {
    const Inner = ({ n }) => h('i', null, n);
    const Outer = ({ n }) => h('b', null, h(Inner, { n: n * 2 }));
    expect(renderToString(h(Outer, { n: 21 }))).toBe('<b><i>42</i></b>');
  });

  test('deeply nested arrays of children', () => {
    const items = [1, 2, 3].map((n) => h('li', { key: n }, `item ${n}`));
    expect(renderToString(h('ul', null, [[items]]))).toBe('<ul><li>item 1</li><li>item 2</li><li>item 3</li></ul>');
  });

  test('a plain text node renders escaped on its own', () => {
    expect(renderToString('a < b')).toBe('a &lt; b');
  });
});
