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

describe('makeCancelable (hidden)', () => {
  test('callbacks for the value never run after cancel', async () => {
    const source = deferred();
    const wrapped = makeCancelable(source.promise);
    const onValue = jest.fn();
    const onError = jest.fn();
    wrapped.promise.then(onValue, onError);
    wrapped.cancel();
    source.resolve('data');
    await flush();
    expect(onValue).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  test('a source rejection after cancel is ignored and not unhandled', async () => {
    const source = deferred();
    const wrapped = makeCancelable(source.promise);
    const outcome = wrapped.promise.catch((error) => error.name);
    wrapped.cancel();
    source.reject(new Error('server error'));
    await flush();
    await expect(outcome).resolves.toBe('CanceledError');
  });

  test('cancel is idempotent', async () => {
    const wrapped = makeCancelable(new Promise(() => {}));
    const onError = jest.fn();
    wrapped.promise.catch(onError);
    expect(wrapped.cancel()).toBe(true);
    expect(wrapped.cancel()).toBe(false);
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(wrapped.isCanceled).toBe(true);
  });

  test('the CanceledError is an Error with a message', async () => {
    const source = deferred();
    const wrapped = makeCancelable(source.promise);
    wrapped.cancel();
    source.resolve('ignored');
    const error = await wrapped.promise.catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CanceledError');
    expect(typeof error.message).toBe('string');
    expect(error.message.length).toBeGreaterThan(0);
  });

  test('isCanceled starts false and reflects cancel()', () => {
    const wrapped = makeCancelable(new Promise(() => {}));
    expect(wrapped.isCanceled).toBe(false);
    wrapped.cancel();
    expect(wrapped.isCanceled).toBe(true);
    wrapped.promise.catch(() => {});
  });

  test('cancel wins over a source that is resolved but not yet observed', async () => {
    const wrapped = makeCancelable(Promise.resolve('ready'));
    expect(wrapped.cancel()).toBe(true);
    await expect(wrapped.promise).rejects.toMatchObject({ name: 'CanceledError' });
  });

  test('cancel after a rejection changes nothing', async () => {
    const error = new Error('failed');
    const wrapped = makeCancelable(Promise.reject(error));
    await expect(wrapped.promise).rejects.toBe(error);
    expect(wrapped.cancel()).toBe(false);
    expect(wrapped.isCanceled).toBe(false);
  });

  test('accepts plain values and thenables', async () => {
    await expect(makeCancelable(5).promise).resolves.toBe(5);
    const thenable = { then: (resolve) => setTimeout(() => resolve('from thenable'), 1) };
    await expect(makeCancelable(thenable).promise).resolves.toBe('from thenable');
  });

  test('wrappers of the same source are independent', async () => {
    const source = deferred();
    const first = makeCancelable(source.promise);
    const second = makeCancelable(source.promise);
    first.cancel();
    source.resolve('shared');
    await expect(first.promise).rejects.toMatchObject({ name: 'CanceledError' });
    await expect(second.promise).resolves.toBe('shared');
    expect(second.isCanceled).toBe(false);
  });

  test('the wrapper returns a real, new promise', () => {
    const source = Promise.resolve(1);
    const wrapped = makeCancelable(source);
    expect(wrapped.promise).toBeInstanceOf(Promise);
    expect(wrapped.promise).not.toBe(source);
  });
});
