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
    await expect(promiseAll([1, Promise.resolve(2), 'three'])).resolves.toEqual([1, 2, 'three']);
  });

  test('resolves an empty input with an empty array', async () => {
    await expect(promiseAll([])).resolves.toEqual([]);
  });

  test('rejects with the reason of the first rejection', async () => {
    const error = new Error('boom');
    await expect(promiseAll([delay(20, 1), fail(10, error), delay(30, 3)])).rejects.toBe(error);
  });
});
