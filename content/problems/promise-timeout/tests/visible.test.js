// Records how a promise settled, so a test can check it at exact fake-timer moments.
function track(promise) {
  const state = { status: 'pending', value: undefined, reason: undefined };
  promise.then(
    (value) => { state.status = 'fulfilled'; state.value = value; },
    (reason) => { state.status = 'rejected'; state.reason = reason; },
  );
  return state;
}
const wait = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));
const fail = (ms, reason) => new Promise((_, reject) => setTimeout(() => reject(reason), ms));

describe('promiseTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('resolves with the value when the promise is fast enough', async () => {
    const result = promiseTimeout(wait(100, 'data'), 500);
    expect(result).toBeInstanceOf(Promise);
    const state = track(result);
    await jest.advanceTimersByTimeAsync(100);
    expect(state.status).toBe('fulfilled');
    expect(state.value).toBe('data');
  });

  test('rejects with a timeout error when the promise is too slow', async () => {
    const state = track(promiseTimeout(wait(1000, 'data'), 500));
    await jest.advanceTimersByTimeAsync(500);
    expect(state.status).toBe('rejected');
    expect(state.reason).toBeInstanceOf(Error);
    expect(state.reason.message).toBe('Timed out after 500 ms');
  });

  test('passes a fast rejection through', async () => {
    const error = new Error('server error');
    const state = track(promiseTimeout(fail(100, error), 500));
    await jest.advanceTimersByTimeAsync(100);
    expect(state.status).toBe('rejected');
    expect(state.reason).toBe(error);
  });

  test('does not time out a moment early', async () => {
    const state = track(promiseTimeout(new Promise(() => {}), 300));
    await jest.advanceTimersByTimeAsync(299);
    expect(state.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(state.status).toBe('rejected');
  });

  test('clears its timer when the promise wins', async () => {
    track(promiseTimeout(wait(100, 'data'), 500));
    await jest.advanceTimersByTimeAsync(100);
    expect(jest.getTimerCount()).toBe(0);
  });
});
