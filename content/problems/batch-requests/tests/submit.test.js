const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function recorder(respond = (keys) => keys.map((key) => `value-${key}`)) {
  const calls = [];
  const batchFn = async (keys) => {
    calls.push([...keys]);
    return respond(keys);
  };
  return { calls, batchFn };
}

describe('createLoader', () => {
  test('load returns a promise', async () => {
    const { batchFn } = recorder();
    const loader = createLoader(batchFn);
    const pending = loader.load('a');
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).resolves.toBe('value-a');
  });

  test('load calls made in the same tick go out as one batch', async () => {
    const { calls, batchFn } = recorder();
    const loader = createLoader(batchFn);
    const values = await Promise.all([loader.load('a'), loader.load('b'), loader.load('c')]);
    expect(values).toEqual(['value-a', 'value-b', 'value-c']);
    expect(calls).toEqual([['a', 'b', 'c']]);
  });

  test('the batch is sent after the synchronous code, not at the first load', async () => {
    const { calls, batchFn } = recorder();
    const loader = createLoader(batchFn);
    const pending = [loader.load(1), loader.load(2)];
    expect(calls).toEqual([]);
    await Promise.all(pending);
    expect(calls).toEqual([[1, 2]]);
  });

  test('loads in different ticks make different batches', async () => {
    const { calls, batchFn } = recorder();
    const loader = createLoader(batchFn);
    const first = loader.load('x');
    await nextTask();
    const second = loader.load('y');
    await expect(Promise.all([first, second])).resolves.toEqual(['value-x', 'value-y']);
    expect(calls).toEqual([['x'], ['y']]);
  });

  test('results are matched by position, whatever order the values are computed in', async () => {
    const batchFn = async (keys) => {
      const values = await Promise.all(keys.map((key) => delay(30 - key * 10).then(() => key * key)));
      return values;
    };
    const loader = createLoader(batchFn);
    await expect(Promise.all([loader.load(1), loader.load(2), loader.load(3)])).resolves.toEqual([1, 4, 9]);
  });

  test('an Error in the results rejects only that key', async () => {
    const failure = new Error('not found');
    const { batchFn } = recorder((keys) => keys.map((key) => (key === 2 ? failure : key * 10)));
    const loader = createLoader(batchFn);
    const results = await Promise.allSettled([loader.load(1), loader.load(2), loader.load(3)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: failure },
      { status: 'fulfilled', value: 30 },
    ]);
  });

  test('Error subclasses count as errors; other falsy or odd values are values', async () => {
    const typeError = new TypeError('bad key');
    const { batchFn } = recorder(() => [typeError, 0, null, undefined, { message: 'not an error' }]);
    const loader = createLoader(batchFn);
    const results = await Promise.allSettled(['a', 'b', 'c', 'd', 'e'].map((key) => loader.load(key)));
    expect(results).toEqual([
      { status: 'rejected', reason: typeError },
      { status: 'fulfilled', value: 0 },
      { status: 'fulfilled', value: null },
      { status: 'fulfilled', value: undefined },
      { status: 'fulfilled', value: { message: 'not an error' } },
    ]);
  });

  test('duplicate keys are sent once and both loads get the value', async () => {
    const { calls, batchFn } = recorder();
    const loader = createLoader(batchFn);
    const values = await Promise.all([loader.load('a'), loader.load('b'), loader.load('a')]);
    expect(values).toEqual(['value-a', 'value-b', 'value-a']);
    expect(calls).toEqual([['a', 'b']]);
  });

  test('a failing duplicated key rejects every load of it', async () => {
    const failure = new Error('gone');
    const { calls, batchFn } = recorder((keys) => keys.map((key) => (key === 'x' ? failure : key)));
    const loader = createLoader(batchFn);
    const results = await Promise.allSettled([loader.load('x'), loader.load('y'), loader.load('x')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'rejected']);
    expect(results[0].reason).toBe(failure);
    expect(results[2].reason).toBe(failure);
    expect(calls).toEqual([['x', 'y']]);
  });

  test('keys are compared like Map keys', async () => {
    const { calls, batchFn } = recorder((keys) => keys.map((key) => typeof key));
    const loader = createLoader(batchFn);
    const objectKey = { id: 1 };
    const values = await Promise.all([
      loader.load(1),
      loader.load('1'),
      loader.load(objectKey),
      loader.load({ id: 1 }),
      loader.load(objectKey),
      loader.load(0),
      loader.load(''),
      loader.load(NaN),
      loader.load(NaN),
    ]);
    expect(values).toEqual(['number', 'string', 'object', 'object', 'object', 'number', 'string', 'number', 'number']);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(7);
    expect(calls[0][0]).toBe(1);
    expect(calls[0][1]).toBe('1');
    expect(calls[0][2]).toBe(objectKey);
    expect(calls[0][5]).toBe('');
    expect(calls[0][6]).toBeNaN();
  });

  test('a rejected batch rejects every key of it', async () => {
    const failure = new Error('server down');
    const loader = createLoader(async () => {
      throw failure;
    });
    const results = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(results).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
  });

  test('a batchFn that throws synchronously rejects the keys instead of throwing from load', async () => {
    const failure = new Error('sync failure');
    const loader = createLoader(() => {
      throw failure;
    });
    let first;
    let second;
    expect(() => {
      first = loader.load('a');
      second = loader.load('b');
    }).not.toThrow();
    const results = await Promise.allSettled([first, second]);
    expect(results).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
  });

  test('a batchFn may return a plain array', async () => {
    const loader = createLoader((keys) => keys.map((key) => key + 1));
    await expect(Promise.all([loader.load(1), loader.load(5)])).resolves.toEqual([2, 6]);
  });

  test('a result array of the wrong length rejects every key with an Error', async () => {
    const loader = createLoader(async (keys) => keys.slice(1));
    const results = await Promise.allSettled([loader.load('a'), loader.load('b'), loader.load('c')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const result of results) expect(result.reason).toBeInstanceOf(Error);
  });

  test('results are not cached between batches', async () => {
    let version = 0;
    const { calls, batchFn } = recorder((keys) => keys.map((key) => `${key}@${version}`));
    const loader = createLoader(batchFn);
    await expect(loader.load('k')).resolves.toBe('k@0');
    version = 1;
    await expect(loader.load('k')).resolves.toBe('k@1');
    expect(calls).toEqual([['k'], ['k']]);
  });

  test('a load made while a batch is in flight starts a new batch', async () => {
    const calls = [];
    const loader = createLoader(async (keys) => {
      calls.push([...keys]);
      await delay(20);
      return keys.map((key) => key.toUpperCase());
    });
    const first = loader.load('a');
    await delay(5);
    expect(calls).toEqual([['a']]);
    const second = loader.load('a');
    const third = loader.load('b');
    await expect(Promise.all([first, second, third])).resolves.toEqual(['A', 'A', 'B']);
    expect(calls).toEqual([['a'], ['a', 'b']]);
  });

  test('maxBatchSize splits a large batch in order', async () => {
    const { calls, batchFn } = recorder();
    const loader = createLoader(batchFn, { maxBatchSize: 2 });
    const values = await Promise.all([1, 2, 3, 4, 5].map((key) => loader.load(key)));
    expect(values).toEqual(['value-1', 'value-2', 'value-3', 'value-4', 'value-5']);
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });

  test('maxBatchSize counts distinct keys, and the chunks are sent together', async () => {
    const started = [];
    const loader = createLoader(
      async (keys) => {
        started.push([...keys]);
        await delay(10);
        return keys.map((key) => key * 2);
      },
      { maxBatchSize: 3 },
    );
    const keys = [1, 2, 1, 3, 2, 4, 5, 6];
    const pending = Promise.all(keys.map((key) => loader.load(key)));
    await delay(5);
    // both chunks were started before the first one finished
    expect(started).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    await expect(pending).resolves.toEqual([2, 4, 2, 6, 4, 8, 10, 12]);
  });

  test('a failing chunk does not affect the other chunks', async () => {
    const failure = new Error('chunk failed');
    const loader = createLoader(
      async (keys) => {
        if (keys.includes('c')) throw failure;
        return keys;
      },
      { maxBatchSize: 2 },
    );
    const results = await Promise.allSettled(['a', 'b', 'c', 'd'].map((key) => loader.load(key)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'fulfilled', value: 'b' },
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
  });

  test('loaders are independent and batchFn is never called without loads', async () => {
    const one = recorder();
    const two = recorder();
    const first = createLoader(one.batchFn);
    createLoader(two.batchFn);
    await expect(first.load('a')).resolves.toBe('value-a');
    await nextTask();
    expect(one.calls).toEqual([['a']]);
    expect(two.calls).toEqual([]);
  });
});
