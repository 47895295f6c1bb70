const delay = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));
const fail = (ms, reason) => new Promise((_, reject) => setTimeout(() => reject(reason), ms));

describe('promiseAny', () => {
  test('returns a promise that fulfils with the first fulfilment', async () => {
    const result = promiseAny([delay(30, 'slow'), delay(10, 'fast')]);
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toBe('fast');
  });

  test('ignores rejections that happen before a fulfilment', async () => {
    await expect(promiseAny([fail(5, 'mirror A down'), delay(20, 'mirror B')])).resolves.toBe('mirror B');
  });

  test('rejects with an AggregateError when every item rejects', async () => {
    await expect(promiseAny([fail(10, 'A'), Promise.reject('B')])).rejects.toBeInstanceOf(AggregateError);
  });

  test('lists the reasons in input order', async () => {
    const error = await promiseAny([fail(20, 'A'), fail(10, 'B')]).catch((e) => e);
    expect(error.errors).toEqual(['A', 'B']);
  });

  test('rejects an empty input with an empty AggregateError', async () => {
    const error = await promiseAny([]).catch((e) => e);
    expect(error).toBeInstanceOf(AggregateError);
    expect(error.errors).toEqual([]);
  });
});
