const delay = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));
const fail = (ms, reason) => new Promise((_, reject) => setTimeout(() => reject(reason), ms));
// Timers far apart (10 ms against 300 ms): a busy machine that pauses between two setTimeout
// calls must not change which one fires first.

describe('promiseRace', () => {
  test('returns a promise that fulfils with the fastest value', async () => {
    const result = promiseRace([delay(300, 'slow'), delay(10, 'fast')]);
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toBe('fast');
  });

  test('rejects when the first item to settle rejects', async () => {
    const error = new Error('oops');
    await expect(promiseRace([delay(300, 'slow'), fail(10, error)])).rejects.toBe(error);
  });

  test('fulfils when the first item to settle fulfils, even if a later one rejects', async () => {
    await expect(promiseRace([fail(300, 'late'), delay(10, 'early')])).resolves.toBe('early');
  });

  test('a plain value beats a pending promise', async () => {
    await expect(promiseRace([delay(10, 'promise'), 'plain value'])).resolves.toBe('plain value');
  });

  test('stays pending for an empty iterable', async () => {
    const spy = jest.fn();
    promiseRace([]).then(spy, spy);
    await delay(20);
    expect(spy).not.toHaveBeenCalled();
  });
});
