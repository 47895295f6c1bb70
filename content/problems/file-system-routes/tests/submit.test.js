describe('createFileRouter', () => {
  test('the index page is the root', () => {
    expect(createFileRouter(['index.js', 'about.js'])('/')).toEqual({ file: 'index.js', params: {} });
  });

  test('a static page', () => {
    expect(createFileRouter(['index.js', 'about.js'])('/about')).toEqual({ file: 'about.js', params: {} });
  });

  test('a dynamic segment', () => {
    expect(createFileRouter(['blog/[slug].js'])('/blog/hello')).toEqual({ file: 'blog/[slug].js', params: { slug: 'hello' } });
  });

  test('a static page beats a dynamic one', () => {
    const match = createFileRouter(['blog/[slug].js', 'blog/new.js']);
    expect(match('/blog/new')).toEqual({ file: 'blog/new.js', params: {} });
  });

  test('no match is null', () => {
    expect(createFileRouter(['index.js'])('/missing')).toBeNull();
  });

  test('folder index files', () => {
    const match = createFileRouter(['blog/index.js', 'blog/[slug].js']);
    expect(match('/blog')).toEqual({ file: 'blog/index.js', params: {} });
  });

  test('a catch-all takes one segment or more', () => {
    const match = createFileRouter(['shop/[...path].js']);
    expect(match('/shop/a/b/c')).toEqual({ file: 'shop/[...path].js', params: { path: ['a', 'b', 'c'] } });
    expect(match('/shop')).toBeNull();
  });

  test('an optional catch-all also takes none', () => {
    const match = createFileRouter(['docs/[[...path]].js']);
    expect(match('/docs')).toEqual({ file: 'docs/[[...path]].js', params: { path: [] } });
    expect(match('/docs/x/y')).toEqual({ file: 'docs/[[...path]].js', params: { path: ['x', 'y'] } });
  });

  test('a static page beats a catch-all', () => {
    const match = createFileRouter(['shop/[...path].js', 'shop/cart.js']);
    expect(match('/shop/cart').file).toBe('shop/cart.js');
    expect(match('/shop/cart/items').file).toBe('shop/[...path].js');
  });

  test('a dynamic segment beats a catch-all', () => {
    const match = createFileRouter(['[...all].js', '[page].js']);
    expect(match('/pricing')).toEqual({ file: '[page].js', params: { page: 'pricing' } });
    expect(match('/a/b')).toEqual({ file: '[...all].js', params: { all: ['a', 'b'] } });
  });

  test('a catch-all beats an optional catch-all', () => {
    const match = createFileRouter(['[[...opt]].js', '[...all].js']);
    expect(match('/x').file).toBe('[...all].js');
    expect(match('/').file).toBe('[[...opt]].js');
  });

  test('dynamic folders', () => {
    const match = createFileRouter(['[user]/settings.js', '[user]/index.js']);
    expect(match('/ana/settings')).toEqual({ file: '[user]/settings.js', params: { user: 'ana' } });
    expect(match('/ana')).toEqual({ file: '[user]/index.js', params: { user: 'ana' } });
  });

  test('several parameters', () => {
    const match = createFileRouter(['[org]/[repo]/issues/[id].tsx']);
    expect(match('/vercel/next.js/issues/42')).toEqual({
      file: '[org]/[repo]/issues/[id].tsx',
      params: { org: 'vercel', repo: 'next.js', id: '42' },
    });
  });

  test('values are decoded; slashes in values stay inside', () => {
    const match = createFileRouter(['search/[q].js', 'files/[...path].js']);
    expect(match('/search/caf%C3%A9%20au%20lait').params).toEqual({ q: 'café au lait' });
    expect(match('/search/a%2Fb').params).toEqual({ q: 'a/b' });
    expect(match('/files/a%20b/c').params).toEqual({ path: ['a b', 'c'] });
  });

  test('trailing slashes and queries are ignored', () => {
    const match = createFileRouter(['blog/[slug].js']);
    expect(match('/blog/hello/?ref=home#top')).toEqual({ file: 'blog/[slug].js', params: { slug: 'hello' } });
  });

  test('Vue and TypeScript extensions', () => {
    const match = createFileRouter(['index.vue', 'about.tsx']);
    expect(match('/').file).toBe('index.vue');
    expect(match('/about').file).toBe('about.tsx');
  });

  test('file order does not matter', () => {
    const files = ['[...all].js', 'blog/[slug].js', 'blog/new.js', 'index.js', 'blog/index.js'];
    const forward = createFileRouter(files);
    const backward = createFileRouter([...files].reverse());
    for (const url of ['/', '/blog', '/blog/new', '/blog/x', '/a/b']) expect(forward(url)).toEqual(backward(url));
  });
});
