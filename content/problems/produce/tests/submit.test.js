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

  test('deleting a property', () => {
    const base = { a: 1, b: { c: 2, d: 3 } };
    const next = produce(base, (draft) => {
      delete draft.a;
      delete draft.b.d;
    });
    expect(next).toEqual({ b: { c: 2 } });
    expect('a' in next).toBe(false);
    expect(base).toEqual({ a: 1, b: { c: 2, d: 3 } });
  });

  test('assigning the value a property already has is not a change', () => {
    const base = { a: 1, b: 'x', nested: { flag: true } };
    const next = produce(base, (draft) => {
      draft.a = 1;
      draft.b = 'x';
      draft.nested.flag = true;
      draft.nested = draft.nested;
    });
    expect(next).toBe(base);
  });

  test('the draft shows the recipe its own writes', () => {
    const seen = [];
    const base = { count: 0, list: ['a'], user: { name: 'Ann' } };
    const next = produce(base, (draft) => {
      draft.count += 1;
      draft.count += 1;
      seen.push(draft.count);
      draft.list.push('b');
      seen.push(draft.list.length, draft.list[1]);
      draft.user.name = 'Bob';
      seen.push(draft.user.name);
      delete draft.user;
      seen.push('user' in draft, draft.user);
    });
    expect(seen).toEqual([2, 2, 'b', 'Bob', false, undefined]);
    expect(next).toEqual({ count: 2, list: ['a', 'b'] });
  });

  test('the draft can be inspected like a plain object or array', () => {
    const base = { a: 1, b: 2, list: [{ id: 1 }, { id: 2 }] };
    let observed;
    produce(base, (draft) => {
      draft.c = 3;
      delete draft.a;
      observed = {
        keys: Object.keys(draft),
        json: JSON.stringify(draft),
        spread: { ...draft.list[0] },
        isArray: Array.isArray(draft.list),
        ids: draft.list.map((item) => item.id),
      };
    });
    expect(observed).toEqual({
      keys: ['b', 'list', 'c'],
      json: '{"b":2,"list":[{"id":1},{"id":2}],"c":3}',
      spread: { id: 1 },
      isArray: true,
      ids: [1, 2],
    });
  });

  test('splice, unshift, pop, index and length assignments', () => {
    const base = { list: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] };
    const next = produce(base, (draft) => {
      draft.list.splice(1, 1); // 1 3 4
      draft.list.unshift({ id: 0 }); // 0 1 3 4
      draft.list.pop(); // 0 1 3
      draft.list[3] = { id: 9 }; // 0 1 3 9
      draft.list.length = 3; // 0 1 3
      draft.list[1].seen = true;
    });
    expect(next.list).toEqual([{ id: 0 }, { id: 1, seen: true }, { id: 3 }]);
    expect(next.list[2]).toBe(base.list[2]);
    expect(base.list).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    expect(base.list[0]).toEqual({ id: 1 });
  });

  test('new values may contain drafts (the filter pattern)', () => {
    const base = {
      todos: [
        { id: 1, done: true },
        { id: 2, done: false },
        { id: 3, done: false },
      ],
    };
    const next = produce(base, (draft) => {
      draft.todos = draft.todos.filter((todo) => !todo.done);
      draft.todos[1].done = true;
      draft.pinned = { first: draft.todos[0] };
    });
    expect(next).toEqual({
      todos: [
        { id: 2, done: false },
        { id: 3, done: true },
      ],
      pinned: { first: { id: 2, done: false } },
    });
    // unchanged items are the base's objects themselves, not drafts
    expect(next.todos[0]).toBe(base.todos[1]);
    expect(next.pinned.first).toBe(base.todos[1]);
    expect(base.todos[2].done).toBe(false);
  });

  test('values added by the recipe can be changed later in the recipe', () => {
    const base = { items: [] };
    const next = produce(base, (draft) => {
      draft.meta = { count: 0 };
      draft.meta.count += 1;
      draft.items.push({ tags: [] });
      draft.items[0].tags.push('new');
    });
    expect(next).toEqual({ items: [{ tags: ['new'] }], meta: { count: 1 } });
    expect(base).toEqual({ items: [] });
  });

  test('works on a deeply frozen base', () => {
    const deepFreeze = (value) => {
      if (value && typeof value === 'object') {
        Object.values(value).forEach(deepFreeze);
        Object.freeze(value);
      }
      return value;
    };
    const base = deepFreeze({ user: { name: 'Ann', tags: ['a'] }, list: [{ n: 1 }, { n: 2 }] });
    const next = produce(base, (draft) => {
      draft.user.tags.push('b');
      draft.list[1].n = 20;
    });
    expect(next).toEqual({ user: { name: 'Ann', tags: ['a', 'b'] }, list: [{ n: 1 }, { n: 20 }] });
    expect(next.list[0]).toBe(base.list[0]);
  });

  test('a root array can be the base', () => {
    const base = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const next = produce(base, (draft) => {
      draft[1].id = 20;
      draft.reverse();
    });
    expect(next).toEqual([{ id: 3 }, { id: 20 }, { id: 1 }]);
    expect(Array.isArray(next)).toBe(true);
    expect(next[0]).toBe(base[2]);
    expect(next[2]).toBe(base[0]);
    expect(base.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  test('returning the draft, or a part of it, finalizes it', () => {
    const base = { user: { name: 'Ann' }, other: 1 };
    const same = produce(base, (draft) => {
      draft.other = 2;
      return draft;
    });
    expect(same).toEqual({ user: { name: 'Ann' }, other: 2 });
    expect(same.user).toBe(base.user);
    const part = produce(base, (draft) => draft.user);
    expect(part).toBe(base.user);
    const changedPart = produce(base, (draft) => {
      draft.user.name = 'Bob';
      return draft.user;
    });
    expect(changedPart).toEqual({ name: 'Bob' });
    expect(base.user.name).toBe('Ann');
  });

  test('a returned primitive is the result', () => {
    expect(produce({ a: 1 }, () => 42)).toBe(42);
    expect(produce({ a: 1 }, () => null)).toBe(null);
  });

  test('values that are not plain objects or arrays are kept as they are', () => {
    const when = new Date(0);
    const tags = new Set(['a']);
    const base = { when, tags, info: { n: 1 } };
    const next = produce(base, (draft) => {
      draft.info.n = 2;
    });
    expect(next.when).toBe(when);
    expect(next.tags).toBe(tags);
    expect(next.info).toEqual({ n: 2 });
  });

  test('the base is never modified by a long recipe', () => {
    const base = { a: [1, 2, { b: [3, 4] }], c: { d: { e: 5 } }, f: 'g' };
    const snapshot = JSON.stringify(base);
    const next = produce(base, (draft) => {
      draft.a[2].b.push(5);
      draft.a.shift();
      draft.c.d = { e: 6, extra: draft.c.d };
      draft.f += '!';
      draft.a.sort((x, y) => (typeof x === 'number' && typeof y === 'number' ? y - x : 0));
    });
    expect(JSON.stringify(base)).toBe(snapshot);
    expect(next.f).toBe('g!');
    expect(next.c.d).toEqual({ e: 6, extra: { e: 5 } });
    expect(next.c.d.extra).toBe(base.c.d);
  });

  test('only the changed path is copied in a large state', () => {
    const base = { rows: Array.from({ length: 50000 }, (_, i) => ({ id: i, cells: [i, i * 2] })) };
    const next = produce(base, (draft) => {
      draft.rows[25000].cells[1] = -1;
    });
    expect(next.rows[25000].cells).toEqual([25000, -1]);
    let shared = 0;
    for (let i = 0; i < base.rows.length; i++) if (next.rows[i] === base.rows[i]) shared += 1;
    expect(shared).toBe(49999);
  });
});
