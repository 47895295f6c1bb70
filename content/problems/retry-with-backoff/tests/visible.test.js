// Records how a promise settled, so a test can check it at exact fake-timer moments.
function track(promise) {
  const state = { status: 'pending', value: undefined, reason: undefined };
  promise.then(
    (value) => { state.status = 'fulfilled'; state.value = value; },
    (reason) => { state.status = 'rejected'; state.reason = reason; },
  );
  return state;
}
// Fails `times` times, then fulfils with `value`.
function failing(times, value = 'ok') {
  let calls = 0;
  return jest.fn(() => {
    calls += 1;
    return calls <= times ? Promise.reject(new Error(`failure ${calls}`)) : Promise.resolve(value);
  });
}

describe('retryWithBackoff', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('resolves with the value when the first attempt succeeds', async () => {
    const fn = jest.fn(() => Promise.resolve('data'));
    const result = retryWithBackoff(fn, 3, 100);
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toBe('data');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('retries after a failure and resolves with the later value', async () => {
    const fn = failing(2);
    const state = track(retryWithBackoff(fn, 3, 100));
    await jest.advanceTimersByTimeAsync(300);
    expect(state.status).toBe('fulfilled');
    expect(state.value).toBe('ok');
    expect(fn).toHaveBeenCalledTimes(3);
  });

  test('waits baseDelay, then twice as long before each retry', async () => {
    const fn = failing(3);
    track(retryWithBackoff(fn, 3, 100));
    await jest.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(100);
    expect(fn).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(200);
    expect(fn).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(400);
    expect(fn).toHaveBeenCalledTimes(4);
  });

  test('rejects with the last error after retries + 1 attempts', async () => {
    const fn = failing(Infinity);
    const state = track(retryWithBackoff(fn, 2, 50));
    await jest.advanceTimersByTimeAsync(1000);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(state.status).toBe('rejected');
    expect(state.reason.message).toBe('failure 3');
  });

  test('retries = 0 means a single attempt', async () => {
    const fn = failing(Infinity);
    const state = track(retryWithBackoff(fn, 0, 100));
    await jest.advanceTimersByTimeAsync(0);
    expect(state.status).toBe('rejected');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
