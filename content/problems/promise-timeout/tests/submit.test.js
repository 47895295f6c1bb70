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

  test('clears its timer when the promise rejects first', async () => {
    const state = track(promiseTimeout(fail(50, 'nope'), 500));
    await jest.advanceTimersByTimeAsync(50);
    expect(state.reason).toBe('nope');
    expect(jest.getTimerCount()).toBe(0);
  });

  test('clears its timer for an already settled promise', async () => {
    const state = track(promiseTimeout(Promise.resolve('cached'), 1000));
    await jest.advanceTimersByTimeAsync(0);
    expect(state.value).toBe('cached');
    expect(jest.getTimerCount()).toBe(0);
  });

  test('the message uses the given ms', async () => {
    const state = track(promiseTimeout(new Promise(() => {}), 1234));
    await jest.advanceTimersByTimeAsync(1234);
    expect(state.reason.message).toBe('Timed out after 1234 ms');
  });

  test('ignores what the promise does after the timeout', async () => {
    const onFulfilled = jest.fn();
    const onRejected = jest.fn();
    promiseTimeout(wait(200, 'too late'), 100).then(onFulfilled, onRejected);
    await jest.advanceTimersByTimeAsync(300);
    expect(onFulfilled).not.toHaveBeenCalled();
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(onRejected.mock.calls[0][0].message).toBe('Timed out after 100 ms');
  });

  test('a late rejection after the timeout changes nothing', async () => {
    const state = track(promiseTimeout(fail(200, new Error('late failure')), 100));
    await jest.advanceTimersByTimeAsync(300);
    expect(state.reason.message).toBe('Timed out after 100 ms');
  });

  test('the clock starts when promiseTimeout is called', async () => {
    const slow = wait(300, 'slow');
    await jest.advanceTimersByTimeAsync(200);
    const state = track(promiseTimeout(slow, 150)); // settles 100 ms after this call
    await jest.advanceTimersByTimeAsync(100);
    expect(state.status).toBe('fulfilled');
    expect(state.value).toBe('slow');
  });

  test('accepts plain values and thenables', async () => {
    const plain = track(promiseTimeout(42, 100));
    const thenable = track(promiseTimeout({ then: (resolve) => setTimeout(() => resolve('thenable'), 50) }, 100));
    await jest.advanceTimersByTimeAsync(50);
    expect(plain.value).toBe(42);
    expect(thenable.value).toBe('thenable');
    expect(jest.getTimerCount()).toBe(0);
  });

  test('ms = 0 still lets an already fulfilled promise through', async () => {
    const fast = track(promiseTimeout(Promise.resolve('fast'), 0));
    const never = track(promiseTimeout(new Promise(() => {}), 0));
    await jest.advanceTimersByTimeAsync(0);
    expect(fast.value).toBe('fast');
    expect(never.reason.message).toBe('Timed out after 0 ms');
  });

  test('separate calls have separate timers', async () => {
    const a = track(promiseTimeout(wait(150, 'a'), 100));
    const b = track(promiseTimeout(wait(150, 'b'), 200));
    await jest.advanceTimersByTimeAsync(100);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(50);
    expect(b.value).toBe('b');
    expect(jest.getTimerCount()).toBe(0);
  });

  test('does not change the original promise', async () => {
    const original = wait(200, 'still arrives');
    const originalState = track(original);
    const state = track(promiseTimeout(original, 100));
    await jest.advanceTimersByTimeAsync(200);
    expect(state.status).toBe('rejected');
    expect(originalState.value).toBe('still arrives');
  });
});
