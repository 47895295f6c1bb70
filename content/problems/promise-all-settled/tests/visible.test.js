const delay = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));
const fail = (ms, reason) => new Promise((_, reject) => setTimeout(() => reject(reason), ms));

describe('promiseAllSettled', () => {
  test('returns a promise of outcomes in input order', async () => {
    const result = promiseAllSettled([delay(20, 'user'), fail(10, 'no settings'), 42]);
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toStrictEqual([
      { status: 'fulfilled', value: 'user' },
      { status: 'rejected', reason: 'no settings' },
      { status: 'fulfilled', value: 42 },
    ]);
  });

  test('does not reject when every item rejects', async () => {
    await expect(promiseAllSettled([fail(10, 'a'), Promise.reject('b')])).resolves.toStrictEqual([
      { status: 'rejected', reason: 'a' },
      { status: 'rejected', reason: 'b' },
    ]);
  });

  test('keeps the input order, not the completion order', async () => {
    const outcomes = await promiseAllSettled([delay(30, 1), delay(10, 2), delay(20, 3)]);
    expect(outcomes.map((o) => o.value)).toEqual([1, 2, 3]);
  });

  test('fulfils an empty input with an empty array', async () => {
    await expect(promiseAllSettled([])).resolves.toEqual([]);
  });

  test('treats plain values as fulfilled', async () => {
    await expect(promiseAllSettled(['a', 0])).resolves.toStrictEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'fulfilled', value: 0 },
    ]);
  });
});
