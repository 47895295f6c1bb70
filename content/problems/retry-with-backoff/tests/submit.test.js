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

  test('calls fn right away, with no arguments', async () => {
    const fn = jest.fn(() => Promise.resolve(1));
    const state = track(retryWithBackoff(fn, 3, 100));
    await jest.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn.mock.calls[0]).toEqual([]);
    expect(state.status).toBe('fulfilled');
  });

  test('does not retry a moment too early', async () => {
    const fn = failing(3);
    track(retryWithBackoff(fn, 3, 100));
    await jest.advanceTimersByTimeAsync(99);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1); // t = 100
    expect(fn).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(199); // t = 299
    expect(fn).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1); // t = 300
    expect(fn).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(399); // t = 699
    expect(fn).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1); // t = 700
    expect(fn).toHaveBeenCalledTimes(4);
  });

  test('keeps doubling with more retries and another base delay', async () => {
    const fn = failing(5, 'finally');
    const state = track(retryWithBackoff(fn, 5, 10));
    const expectedCallTimes = [0, 10, 30, 70, 150, 310];
    for (let i = 0; i < expectedCallTimes.length; i += 1) {
      const gap = i === 0 ? 0 : expectedCallTimes[i] - expectedCallTimes[i - 1];
      if (gap > 1) {
        await jest.advanceTimersByTimeAsync(gap - 1);
        expect(fn).toHaveBeenCalledTimes(i);
        await jest.advanceTimersByTimeAsync(1);
      } else {
        await jest.advanceTimersByTimeAsync(gap);
      }
      expect(fn).toHaveBeenCalledTimes(i + 1);
    }
    await jest.advanceTimersByTimeAsync(0);
    expect(state.value).toBe('finally');
  });

  test('rejects right after the last attempt, without one more wait', async () => {
    const fn = failing(Infinity);
    const state = track(retryWithBackoff(fn, 2, 100));
    await jest.advanceTimersByTimeAsync(299);
    expect(state.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(1); // t = 300: third call fails
    expect(state.status).toBe('rejected');
    expect(state.reason).toBeInstanceOf(Error);
    expect(state.reason.message).toBe('failure 3');
  });

  test('a synchronous throw counts as a failed attempt', async () => {
    let calls = 0;
    const fn = jest.fn(() => {
      calls += 1;
      if (calls < 3) throw new Error(`sync failure ${calls}`);
      return Promise.resolve('recovered');
    });
    let result;
    expect(() => { result = retryWithBackoff(fn, 3, 100); }).not.toThrow();
    const state = track(result);
    await jest.advanceTimersByTimeAsync(300);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(state.value).toBe('recovered');
  });

  test('accepts plain return values', async () => {
    await expect(retryWithBackoff(() => 42, 3, 100)).resolves.toBe(42);
    const state = track(retryWithBackoff(() => { throw 'plain reason'; }, 0, 100));
    await jest.advanceTimersByTimeAsync(0);
    expect(state.reason).toBe('plain reason');
  });

  test('stops calling fn after a success', async () => {
    const fn = failing(1);
    const state = track(retryWithBackoff(fn, 5, 100));
    await jest.advanceTimersByTimeAsync(10000);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(state.value).toBe('ok');
    expect(jest.getTimerCount()).toBe(0);
  });

  test('uses 3 retries and a 100 ms base delay by default', async () => {
    const fn = failing(Infinity);
    const state = track(retryWithBackoff(fn));
    await jest.advanceTimersByTimeAsync(699);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(state.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(4);
    expect(state.status).toBe('rejected');
    expect(state.reason.message).toBe('failure 4');
  });

  test('each call keeps its own attempt count', async () => {
    const a = failing(1, 'a');
    const b = failing(2, 'b');
    const stateA = track(retryWithBackoff(a, 1, 100));
    const stateB = track(retryWithBackoff(b, 1, 100));
    await jest.advanceTimersByTimeAsync(1000);
    expect(stateA.status).toBe('fulfilled');
    expect(stateA.value).toBe('a');
    expect(stateB.status).toBe('rejected');
    expect(stateB.reason.message).toBe('failure 2');
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);
  });

  test('waits for a slow attempt before deciding', async () => {
    let calls = 0;
    const fn = jest.fn(
      () =>
        new Promise((resolve, reject) => {
          calls += 1;
          const n = calls;
          setTimeout(() => (n === 1 ? reject(new Error('slow failure')) : resolve('slow success')), 1000);
        }),
    );
    const state = track(retryWithBackoff(fn, 2, 100));
    await jest.advanceTimersByTimeAsync(1099);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1); // t = 1100: second call
    expect(fn).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(state.value).toBe('slow success');
  });
});
