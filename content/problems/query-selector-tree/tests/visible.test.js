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
});
