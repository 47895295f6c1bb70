const delay = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));
const fail = (ms, reason) => new Promise((_, reject) => setTimeout(() => reject(reason), ms));

describe('promiseAll', () => {
  test('returns a promise', () => {
    const result = promiseAll([]);
    expect(result).toBeInstanceOf(Promise);
    return result;
  });

  test('resolves with results in input order, not completion order', async () => {
    await expect(promiseAll([delay(30, 'a'), delay(10, 'b'), delay(20, 'c')])).resolves.toEqual(['a', 'b', 'c']);
  });

  test('treats plain values as resolved', async () => {
    await expect(promiseAll([1, Promise.resolve(2), 'three', null, undefined])).resolves.toEqual([
      1,
      2,
      'three',
      null,
      undefined,
    ]);
  });

  test('resolves an empty input with an empty array, asynchronously', async () => {
    const spy = jest.fn();
    const result = promiseAll([]).then(spy);
    expect(spy).not.toHaveBeenCalled();
    await result;
    expect(spy).toHaveBeenCalledWith([]);
  });

  test('accepts thenables', async () => {
    const thenable = { then: (resolve) => resolve('from thenable') };
    await expect(promiseAll([thenable, 1])).resolves.toEqual(['from thenable', 1]);
  });

  test('accepts any iterable', async () => {
    function* generate() {
      yield 1;
      yield Promise.resolve(2);
      yield delay(5, 3);
    }
    await expect(promiseAll(generate())).resolves.toEqual([1, 2, 3]);
    await expect(promiseAll(new Set([delay(5, 'x'), 'y']))).resolves.toEqual(['x', 'y']);
    await expect(promiseAll('ab')).resolves.toEqual(['a', 'b']);
  });

  test('keeps the position of duplicate promises', async () => {
    const p = delay(5, 'same');
    await expect(promiseAll([p, 1, p])).resolves.toEqual(['same', 1, 'same']);
  });

  test('rejects with the reason of the first rejection', async () => {
    const error = new Error('boom');
    await expect(promiseAll([delay(20, 1), fail(10, error), delay(30, 3)])).rejects.toBe(error);
  });

  test('rejects without waiting for pending promises', async () => {
    const never = new Promise(() => {});
    await expect(promiseAll([never, Promise.reject('nope')])).rejects.toBe('nope');
  });

  test('the earliest rejection wins', async () => {
    await expect(promiseAll([fail(30, 'late'), fail(10, 'early'), delay(5, 1)])).rejects.toBe('early');
  });

  test('rejects when the iterable is not iterable', async () => {
    await expect(promiseAll(42)).rejects.toBeInstanceOf(TypeError);
  });

  test('does not use the built-in combinators', () => {
    // The judge's sandbox freezes Promise, so the check reads the source instead of stubbing.
    expect(String(promiseAll)).not.toMatch(/Promise\s*\.\s*(all|allSettled|race|any)\b/);
  });
});
