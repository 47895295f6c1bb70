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

  test('different arguments make different requests', async () => {
    const fetchUser = jest.fn((id) => delay(10, `user ${id}`));
    const wrapped = dedupe(fetchUser);
    await expect(Promise.all([wrapped(1), wrapped(2), wrapped(1)])).resolves.toEqual(['user 1', 'user 2', 'user 1']);
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  test('after the request settles, the next call starts a new one', async () => {
    let version = 0;
    const load = jest.fn(() => delay(5, ++version));
    const wrapped = dedupe(load);
    await expect(wrapped('k')).resolves.toBe(1);
    await expect(wrapped('k')).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
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
});
