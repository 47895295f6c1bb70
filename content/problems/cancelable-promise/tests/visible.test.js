const deferred = () => {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('makeCancelable', () => {
  test('settles like the source when not canceled', async () => {
    const source = deferred();
    const wrapped = makeCancelable(source.promise);
    source.resolve('value');
    await expect(wrapped.promise).resolves.toBe('value');
    expect(wrapped.isCanceled).toBe(false);
  });

  test('passes a rejection through', async () => {
    const error = new Error('network');
    const wrapped = makeCancelable(Promise.reject(error));
    await expect(wrapped.promise).rejects.toBe(error);
  });

  test('cancel before the source settles rejects with a CanceledError', async () => {
    const source = deferred();
    const wrapped = makeCancelable(source.promise);
    expect(wrapped.cancel()).toBe(true);
    expect(wrapped.isCanceled).toBe(true);
    source.resolve('too late');
    await expect(wrapped.promise).rejects.toMatchObject({ name: 'CanceledError' });
  });

  test('cancel rejects at once, even if the source never settles', async () => {
    const wrapped = makeCancelable(new Promise(() => {}));
    let name = 'still pending';
    wrapped.promise.catch((error) => (name = error.name));
    wrapped.cancel();
    await flush();
    expect(name).toBe('CanceledError');
  });

  test('cancel after the source settled changes nothing', async () => {
    const wrapped = makeCancelable(Promise.resolve(7));
    await expect(wrapped.promise).resolves.toBe(7);
    expect(wrapped.cancel()).toBe(false);
    expect(wrapped.isCanceled).toBe(false);
    await expect(wrapped.promise).resolves.toBe(7);
  });
});
