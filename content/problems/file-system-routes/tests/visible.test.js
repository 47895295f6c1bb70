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
});
