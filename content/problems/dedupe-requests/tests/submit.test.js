const delay = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));

describe('dedupe', () => {
  test('concurrent calls with the same arguments share one request', async () => {
    const fetchUser = jest.fn((id) => delay(10, { id }));
    const wrapped = dedupe(fetchUser);
    const [a, b, c] = await Promise.all([wrapped(1), wrapped(1), wrapped(1)]);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ id: 1 });
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  test('concurrent callers get the very same promise object', async () => {
    const wrapped = dedupe(() => delay(5, 'v'));
    const first = wrapped('x');
    const second = wrapped('x');
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    await expect(first).resolves.toBe('v');
  });

  test('different arguments make different requests', async () => {
    const fetchUser = jest.fn((id) => delay(10, `user ${id}`));
    const wrapped = dedupe(fetchUser);
    await expect(Promise.all([wrapped(1), wrapped(2), wrapped(1)])).resolves.toEqual(['user 1', 'user 2', 'user 1']);
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  test('the default key uses every argument', async () => {
    const search = jest.fn((query, page) => delay(5, `${query}#${page}`));
    const wrapped = dedupe(search);
    const results = await Promise.all([wrapped('js', 1), wrapped('js', 2), wrapped('js', 1), wrapped({ q: 'js' }), wrapped({ q: 'js' })]);
    expect(results).toEqual(['js#1', 'js#2', 'js#1', '[object Object]#undefined', '[object Object]#undefined']);
    expect(search).toHaveBeenCalledTimes(3);
  });

  test('passes the arguments and this through', async () => {
    const api = {
      base: '/api',
      get: dedupe(function (path, options) {
        return delay(1, `${this.base}${path}?${options.limit}`);
      }),
    };
    await expect(api.get('/users', { limit: 5 })).resolves.toBe('/api/users?5');
  });

  test('a custom getKey decides which calls are the same', async () => {
    const load = jest.fn((user) => delay(5, `profile of ${user.name}`));
    const wrapped = dedupe(load, (user) => user.id);
    const results = await Promise.all([wrapped({ id: 1, name: 'Ada' }), wrapped({ id: 1, name: 'Ada L.' }), wrapped({ id: 2, name: 'Alan' })]);
    expect(results).toEqual(['profile of Ada', 'profile of Ada', 'profile of Alan']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('keys from getKey are compared like Map keys', async () => {
    const load = jest.fn((key) => delay(5, typeof key));
    const wrapped = dedupe(load, (key) => key);
    const objectKey = {};
    const results = await Promise.all([wrapped(1), wrapped('1'), wrapped(objectKey), wrapped(objectKey), wrapped({})]);
    expect(results).toEqual(['number', 'string', 'object', 'object', 'object']);
    expect(load).toHaveBeenCalledTimes(4);
  });

  test('after the request settles, the next call starts a new one', async () => {
    let version = 0;
    const load = jest.fn(() => delay(5, ++version));
    const wrapped = dedupe(load);
    await expect(wrapped('k')).resolves.toBe(1);
    await expect(wrapped('k')).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('the request is forgotten before the callers continue', async () => {
    let version = 0;
    const load = jest.fn(() => delay(5, ++version));
    const wrapped = dedupe(load);
    const second = await wrapped('k').then(() => wrapped('k'));
    expect(second).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a call made while another key is in flight is not blocked by it', async () => {
    const order = [];
    const wrapped = dedupe((ms, name) => delay(ms).then(() => order.push(name)));
    await Promise.all([wrapped(30, 'slow'), wrapped(5, 'fast')]);
    expect(order).toEqual(['fast', 'slow']);
  });

  test('a rejection is shared by the concurrent callers', async () => {
    const error = new Error('offline');
    const load = jest.fn(() => delay(5).then(() => Promise.reject(error)));
    const wrapped = dedupe(load);
    const results = await Promise.allSettled([wrapped('a'), wrapped('a')]);
    expect(results).toEqual([
      { status: 'rejected', reason: error },
      { status: 'rejected', reason: error },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a rejection is not cached: the next call retries', async () => {
    let attempts = 0;
    const load = jest.fn(async () => {
      attempts += 1;
      await delay(5);
      if (attempts === 1) throw new Error('first attempt fails');
      return 'ok';
    });
    const wrapped = dedupe(load);
    await expect(wrapped('a')).rejects.toThrow('first attempt fails');
    await expect(wrapped('a')).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a synchronous throw becomes a rejection and is not cached', async () => {
    let calls = 0;
    const wrapped = dedupe(() => {
      calls += 1;
      if (calls === 1) throw new Error('sync');
      return 'second';
    });
    let result;
    expect(() => {
      result = wrapped();
    }).not.toThrow();
    await expect(result).rejects.toThrow('sync');
    await expect(wrapped()).resolves.toBe('second');
  });

  test('fn may return a plain value', async () => {
    const load = jest.fn((n) => n * 2);
    const wrapped = dedupe(load);
    const pending = wrapped(21);
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).resolves.toBe(42);
  });

  test('many concurrent callers, one call', async () => {
    const load = jest.fn(() => delay(10, 'shared'));
    const wrapped = dedupe(load);
    const results = await Promise.all(Array.from({ length: 200 }, () => wrapped('same')));
    expect(new Set(results)).toEqual(new Set(['shared']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('wrappers are independent', async () => {
    const one = jest.fn(() => delay(5, 'one'));
    const two = jest.fn(() => delay(5, 'two'));
    const a = dedupe(one);
    const b = dedupe(two);
    await expect(Promise.all([a('k'), b('k')])).resolves.toEqual(['one', 'two']);
    expect(one).toHaveBeenCalledTimes(1);
    expect(two).toHaveBeenCalledTimes(1);
  });
});
