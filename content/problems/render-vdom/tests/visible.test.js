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
});
