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
});
