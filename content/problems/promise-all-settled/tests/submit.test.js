const delay = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));
const fail = (ms, reason) => new Promise((_, reject) => setTimeout(() => reject(reason), ms));
// Fails the test quickly instead of waiting for the 5 s timeout when a promise never settles.
const within = (promise, ms = 2000) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not settle within ${ms} ms`)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (reason) => { clearTimeout(timer); reject(reason); },
    );
  });

describe('promiseAllSettled', () => {
  test('returns a promise of outcomes in input order', async () => {
    const result = promiseAllSettled([delay(20, 'user'), fail(10, 'no settings'), 42]);
    expect(result).toBeInstanceOf(Promise);
    await expect(within(result)).resolves.toStrictEqual([
      { status: 'fulfilled', value: 'user' },
      { status: 'rejected', reason: 'no settings' },
      { status: 'fulfilled', value: 42 },
    ]);
  });

  test('does not reject when every item rejects', async () => {
    await expect(within(promiseAllSettled([fail(10, 'a'), Promise.reject('b')]))).resolves.toStrictEqual([
      { status: 'rejected', reason: 'a' },
      { status: 'rejected', reason: 'b' },
    ]);
  });

  test('keeps the input order, not the completion order', async () => {
    const outcomes = await within(promiseAllSettled([delay(30, 1), delay(10, 2), delay(20, 3)]));
    expect(outcomes.map((o) => o.value)).toEqual([1, 2, 3]);
  });

  test('fulfils an empty input with an empty array', async () => {
    await expect(within(promiseAllSettled([]))).resolves.toEqual([]);
  });

  test('treats plain values as fulfilled', async () => {
    await expect(within(promiseAllSettled(['a', 0]))).resolves.toStrictEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'fulfilled', value: 0 },
    ]);
  });

  test('fulfils an empty input asynchronously', async () => {
    const spy = jest.fn();
    const result = promiseAllSettled([]).then(spy);
    expect(spy).not.toHaveBeenCalled();
    await within(result);
    expect(spy).toHaveBeenCalledWith([]);
  });

  test('waits for the slowest item, even after a rejection', async () => {
    const spy = jest.fn();
    const result = promiseAllSettled([Promise.reject('fast failure'), delay(40, 'slow')]).then(spy);
    await delay(15);
    expect(spy).not.toHaveBeenCalled();
    await within(result);
    expect(spy).toHaveBeenCalledWith([
      { status: 'rejected', reason: 'fast failure' },
      { status: 'fulfilled', value: 'slow' },
    ]);
  });

  test('does not resolve early when the last item settles first', async () => {
    const spy = jest.fn();
    const result = promiseAllSettled([delay(30, 'first'), delay(5, 'last')]).then(spy);
    await delay(15);
    expect(spy).not.toHaveBeenCalled();
    await within(result);
    expect(spy.mock.calls[0][0]).toStrictEqual([
      { status: 'fulfilled', value: 'first' },
      { status: 'fulfilled', value: 'last' },
    ]);
  });

  test('each outcome has exactly status and value, or status and reason', async () => {
    const outcomes = await within(promiseAllSettled([Promise.reject(undefined), Promise.resolve(undefined)]));
    expect(Object.keys(outcomes[0]).sort()).toEqual(['reason', 'status']);
    expect(Object.keys(outcomes[1]).sort()).toEqual(['status', 'value']);
    expect(outcomes[0].status).toBe('rejected');
    expect(outcomes[1].status).toBe('fulfilled');
  });

  test('keeps Error objects as reasons', async () => {
    const error = new Error('boom');
    const [outcome] = await within(promiseAllSettled([fail(5, error)]));
    expect(outcome.reason).toBe(error);
  });

  test('adopts thenables', async () => {
    const good = { then: (resolve) => setTimeout(() => resolve('good thenable'), 5) };
    const bad = { then: (_, reject) => reject('bad thenable') };
    await expect(within(promiseAllSettled([good, bad]))).resolves.toStrictEqual([
      { status: 'fulfilled', value: 'good thenable' },
      { status: 'rejected', reason: 'bad thenable' },
    ]);
  });

  test('accepts any iterable', async () => {
    function* generate() {
      yield delay(10, 1);
      yield Promise.reject('two');
    }
    await expect(within(promiseAllSettled(generate()))).resolves.toStrictEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: 'two' },
    ]);
    await expect(within(promiseAllSettled(new Set([delay(5, 'x')])))).resolves.toStrictEqual([
      { status: 'fulfilled', value: 'x' },
    ]);
    await expect(within(promiseAllSettled('hi'))).resolves.toStrictEqual([
      { status: 'fulfilled', value: 'h' },
      { status: 'fulfilled', value: 'i' },
    ]);
  });

  test('keeps the position of a promise that appears twice', async () => {
    const p = delay(5, 'same');
    const outcomes = await within(promiseAllSettled([p, fail(10, 'x'), p]));
    expect(outcomes).toStrictEqual([
      { status: 'fulfilled', value: 'same' },
      { status: 'rejected', reason: 'x' },
      { status: 'fulfilled', value: 'same' },
    ]);
  });

  test('rejects with a TypeError instead of throwing when the argument is not iterable', async () => {
    let result;
    expect(() => { result = promiseAllSettled(42); }).not.toThrow();
    expect(result).toBeInstanceOf(Promise);
    await expect(within(result)).rejects.toBeInstanceOf(TypeError);
  });

  test('works without the built-in combinators', async () => {
    // Replace the combinators with stubs that throw while the function runs (restored below),
    // so that a solution which reaches them in any way fails.
    const names = ['all', 'allSettled', 'race', 'any'];
    const originals = names.map((name) => Promise[name]);
    try {
      for (const name of names) {
        try {
          Promise[name] = () => {
            throw new Error(`Promise.${name} is not allowed in this problem`);
          };
        } catch (e) {
          // a frozen Promise cannot be stubbed; the source check below still applies
        }
      }
      const outcomes = await within(promiseAllSettled([fail(5, 'no'), 'yes']));
      expect(outcomes).toStrictEqual([
        { status: 'rejected', reason: 'no' },
        { status: 'fulfilled', value: 'yes' },
      ]);
    } finally {
      names.forEach((name, i) => {
        try {
          Promise[name] = originals[i];
        } catch (e) {
          // frozen: nothing was replaced
        }
      });
    }
    // The source must not name them either (the only check left where Promise is frozen).
    expect(String(promiseAllSettled)).not.toMatch(/Promise\s*\.\s*(all|allSettled|race|any)\b/);
  });
});
