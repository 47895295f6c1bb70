function makeTree() {
  return {
    key: 'html',
    tag: 'html',
    children: [
      {
        key: 'body',
        tag: 'body',
        children: [
          {
            key: 'main',
            tag: 'div',
            id: 'main',
            classes: ['box'],
            children: [
              {
                key: 'ul',
                tag: 'ul',
                classes: ['menu'],
                children: [
                  {
                    key: 'li1',
                    tag: 'li',
                    classes: ['item', 'active'],
                    children: [{ key: 'a1', tag: 'a', id: 'home', classes: ['link'], children: [] }],
                  },
                  {
                    key: 'li2',
                    tag: 'li',
                    classes: ['item'],
                    children: [{ key: 'a2', tag: 'a', classes: ['link', 'external'], children: [] }],
                  },
                ],
              },
              {
                key: 'p1',
                tag: 'p',
                classes: ['intro'],
                children: [{ key: 'a3', tag: 'a', classes: ['link'], children: [] }],
              },
            ],
          },
          {
            key: 'footer',
            tag: 'div',
            classes: ['box', 'footer'],
            children: [
              { key: 'p2', tag: 'p', classes: [], children: [] },
              { key: 'a4', tag: 'a', classes: ['link'], children: [] },
            ],
          },
        ],
      },
    ],
  };
}

const keys = (nodes) => nodes.map((node) => node.key);
const select = (selector, tree = makeTree()) => keys(querySelectorAll(tree, selector));

describe('querySelectorAll', () => {
  test('type selectors, in document order', () => {
    expect(select('a')).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(select('li')).toEqual(['li1', 'li2']);
  });

  test('id and class selectors', () => {
    expect(select('#main')).toEqual(['main']);
    expect(select('.link')).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(select('.box')).toEqual(['main', 'footer']);
  });

  test('compound selectors need every part', () => {
    expect(select('li.active')).toEqual(['li1']);
    expect(select('div#main.box')).toEqual(['main']);
    expect(select('a.link.external')).toEqual(['a2']);
  });

  test('descendant and child combinators', () => {
    expect(select('div a')).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(select('div > a')).toEqual(['a4']);
    expect(select('ul > li > a')).toEqual(['a1', 'a2']);
  });

  test('a selector list returns each node once, in document order', () => {
    expect(select('.footer a, #home')).toEqual(['a1', 'a4']);
    expect(select('p, ul')).toEqual(['ul', 'p1', 'p2']);
  });

  test('no match gives an empty array', () => {
    expect(select('span')).toEqual([]);
    expect(select('#nope')).toEqual([]);
    expect(select('li > p')).toEqual([]);
  });

  test('returns the node objects themselves', () => {
    const tree = makeTree();
    const [ul] = querySelectorAll(tree, 'ul');
    expect(ul).toBe(tree.children[0].children[0].children[0]);
  });

  test('the universal selector', () => {
    expect(select('*')).toEqual(['html', 'body', 'main', 'ul', 'li1', 'a1', 'li2', 'a2', 'p1', 'a3', 'footer', 'p2', 'a4']);
    expect(select('div > *')).toEqual(['ul', 'p1', 'p2', 'a4']);
    expect(select('*.box')).toEqual(['main', 'footer']);
  });

  test('tags are case-insensitive, ids and classes are not', () => {
    expect(select('DIV > UL')).toEqual(['ul']);
    expect(select('.Link')).toEqual([]);
    expect(select('#MAIN')).toEqual([]);
  });

  test('the root itself can match', () => {
    expect(select('html')).toEqual(['html']);
    expect(select('html > body')).toEqual(['body']);
    expect(select('body > html')).toEqual([]);
  });

  test('longer chains', () => {
    expect(select('#main .item .link')).toEqual(['a1', 'a2']);
    expect(select('.box p a')).toEqual(['a3']);
    expect(select('body > div > ul a.external')).toEqual(['a2']);
  });

  test('a descendant combinator tries every ancestor, not only the nearest match', () => {
    const tree = {
      key: 'div',
      tag: 'div',
      children: [
        {
          key: 'outer',
          tag: 'p',
          children: [
            {
              key: 'section',
              tag: 'section',
              children: [{ key: 'inner', tag: 'p', children: [{ key: 'span', tag: 'span', children: [] }] }],
            },
          ],
        },
      ],
    };
    expect(select('div > p span', tree)).toEqual(['span']);
    expect(select('div > p p', tree)).toEqual(['inner']);
    expect(select('section > p > span', tree)).toEqual(['span']);
    expect(select('div > section', tree)).toEqual([]);
  });

  test('whitespace around combinators and commas', () => {
    expect(select('  ul>li  ')).toEqual(['li1', 'li2']);
    expect(select('ul  >  li')).toEqual(['li1', 'li2']);
    expect(select('ul \n\t a')).toEqual(['a1', 'a2']);
    expect(select('p ,  ul')).toEqual(['ul', 'p1', 'p2']);
  });

  test('a node matched by several selectors appears once', () => {
    expect(select('a, .link, #home, li a')).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  test('an invalid selector throws a SyntaxError', () => {
    const tree = makeTree();
    for (const bad of ['', '   ', 'div >', '> a', 'a,,b', 'a,', '.', '#', 'div!x', 'a..b', 'ul > > li']) {
      expect(() => querySelectorAll(tree, bad)).toThrow(SyntaxError);
    }
  });

  test('classes and children may be missing', () => {
    const tree = { key: 'root', tag: 'div', children: [{ key: 'leaf', tag: 'span', id: 'x' }] };
    expect(select('div span#x', tree)).toEqual(['leaf']);
    expect(select('.anything', tree)).toEqual([]);
  });

  test('a large tree', () => {
    const root = { key: 'root', tag: 'div', children: [] };
    for (let i = 0; i < 2000; i++) {
      root.children.push({
        key: `s${i}`,
        tag: 'section',
        classes: i % 2 ? ['odd'] : [],
        children: [{ key: `p${i}`, tag: 'p', children: [{ key: `b${i}`, tag: 'b', children: [] }] }],
      });
    }
    const result = querySelectorAll(root, 'div > .odd b');
    expect(result).toHaveLength(1000);
    expect(result[0].key).toBe('b1');
    expect(result[999].key).toBe('b1999');
  });
});
