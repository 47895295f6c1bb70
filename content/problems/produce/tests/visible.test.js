describe('produce', () => {
  test('returns a changed copy and leaves the base alone', () => {
    const base = { count: 1, label: 'clicks' };
    const next = produce(base, (draft) => {
      draft.count += 1;
    });
    expect(next).toEqual({ count: 2, label: 'clicks' });
    expect(next).not.toBe(base);
    expect(base).toEqual({ count: 1, label: 'clicks' });
  });

  test('unchanged subtrees keep their identity', () => {
    const base = { user: { name: 'Ann' }, settings: { theme: 'dark' } };
    const next = produce(base, (draft) => {
      draft.user.name = 'Bob';
    });
    expect(next.user).toEqual({ name: 'Bob' });
    expect(next.user).not.toBe(base.user);
    expect(next.settings).toBe(base.settings);
    expect(base.user.name).toBe('Ann');
  });

  test('a recipe that changes nothing returns the base itself', () => {
    const base = { list: [1, 2, 3], nested: { a: 1 } };
    const next = produce(base, (draft) => {
      void draft.list.length;
      void draft.nested.a;
    });
    expect(next).toBe(base);
  });

  test('array methods work on drafts', () => {
    const base = { todos: [{ title: 'a' }] };
    const next = produce(base, (draft) => {
      draft.todos.push({ title: 'b' });
    });
    expect(next.todos).toEqual([{ title: 'a' }, { title: 'b' }]);
    expect(next.todos[0]).toBe(base.todos[0]);
    expect(base.todos).toHaveLength(1);
  });

  test('a value returned from the recipe replaces the result', () => {
    const base = { items: [1, 2, 3] };
    const next = produce(base, () => ({ items: [] }));
    expect(next).toEqual({ items: [] });
    expect(base).toEqual({ items: [1, 2, 3] });
  });

  test('only the path to a deep change is copied', () => {
    const base = { a: { b: { c: 1 }, sibling: { x: 1 } }, other: [1] };
    const next = produce(base, (draft) => {
      draft.a.b.c = 2;
    });
    expect(next.a.b.c).toBe(2);
    expect(next.a).not.toBe(base.a);
    expect(next.a.b).not.toBe(base.a.b);
    expect(next.a.sibling).toBe(base.a.sibling);
    expect(next.other).toBe(base.other);
    expect(base.a.b.c).toBe(1);
  });
});
