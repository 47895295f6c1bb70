describe('matchRoute', () => {
  test('a static route matches itself', () => {
    expect(matchRoute('/about', '/about')).toEqual({});
  });

  test('a named parameter', () => {
    expect(matchRoute('/users/:id', '/users/42')).toEqual({ id: '42' });
  });

  test('several parameters', () => {
    expect(matchRoute('/users/:userId/posts/:postId', '/users/7/posts/99')).toEqual({ userId: '7', postId: '99' });
  });

  test('a longer path does not match', () => {
    expect(matchRoute('/users/:id', '/users/42/posts')).toBeNull();
  });

  test('a different static segment does not match', () => {
    expect(matchRoute('/users/:id', '/teams/42')).toBeNull();
  });

  test('a trailing slash on the path is ignored', () => {
    expect(matchRoute('/users/:id', '/users/42/')).toEqual({ id: '42' });
  });

  test('query strings and hashes are ignored', () => {
    expect(matchRoute('/search/:term', '/search/hooks?page=2#top')).toEqual({ term: 'hooks' });
  });

  test('parameters are percent-decoded', () => {
    expect(matchRoute('/search/:term', '/search/caf%C3%A9%20au%20lait')).toEqual({ term: 'café au lait' });
  });

  test('an encoded slash stays inside the parameter', () => {
    expect(matchRoute('/files/:name', '/files/a%2Fb')).toEqual({ name: 'a/b' });
  });

  test('an optional parameter may be absent', () => {
    expect(matchRoute('/docs/:page?', '/docs')).toEqual({});
    expect(matchRoute('/docs/:page?', '/docs/intro')).toEqual({ page: 'intro' });
  });

  test('a wildcard takes the rest of the path', () => {
    expect(matchRoute('/files/*', '/files/img/logo.png')).toEqual({ '*': 'img/logo.png' });
  });

  test('a wildcard may be empty', () => {
    expect(matchRoute('/files/*', '/files')).toEqual({ '*': '' });
  });

  test('regular-expression characters in a pattern are literal', () => {
    expect(matchRoute('/v1.0/status', '/v1.0/status')).toEqual({});
    expect(matchRoute('/v1.0/status', '/v1x0/status')).toBeNull();
    expect(matchRoute('/a+b', '/aab')).toBeNull();
  });

  test('a parameter is never empty', () => {
    expect(matchRoute('/users/:id', '/users/')).toBeNull();
    expect(matchRoute('/users/:id', '/users//')).toBeNull();
  });

  test('matching is case-sensitive', () => {
    expect(matchRoute('/About', '/about')).toBeNull();
  });

  test('the root route', () => {
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/', '/home')).toBeNull();
  });

  test('a prefix of the pattern does not match', () => {
    expect(matchRoute('/users/:id/edit', '/users/1')).toBeNull();
  });
});
