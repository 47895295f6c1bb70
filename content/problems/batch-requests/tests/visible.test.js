const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function recorder(respond = (keys) => keys.map((key) => `value-${key}`)) {
  const calls = [];
  const batchFn = async (keys) => {
    calls.push([...keys]);
    return respond(keys);
  };
  return { calls, batchFn };
}

describe('createLoader', () => {
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

  test('duplicate keys are sent once and both loads get the value', async () => {
    const { calls, batchFn } = recorder();
    const loader = createLoader(batchFn);
    const values = await Promise.all([loader.load('a'), loader.load('b'), loader.load('a')]);
    expect(values).toEqual(['value-a', 'value-b', 'value-a']);
    expect(calls).toEqual([['a', 'b']]);
  });

  test('maxBatchSize splits a large batch in order', async () => {
    const { calls, batchFn } = recorder();
    const loader = createLoader(batchFn, { maxBatchSize: 2 });
    const values = await Promise.all([1, 2, 3, 4, 5].map((key) => loader.load(key)));
    expect(values).toEqual(['value-1', 'value-2', 'value-3', 'value-4', 'value-5']);
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });
});
