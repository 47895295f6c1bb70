describe('sleep and withTimeout', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('sleep resolves after ms', async () => {
    let done = false;
    const pending = sleep(100).then((value) => {
      done = true;
      return value;
    });
    jest.advanceTimersByTime(99);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(pending).resolves.toBeUndefined();
  });

  test('aborting rejects with the signal reason and clears the timer', async () => {
    const controller = new AbortController();
    const pending = sleep(1000, { signal: controller.signal });
    const check = expect(pending).rejects.toBe('stop');
    jest.advanceTimersByTime(10);
    controller.abort('stop');
    await check;
    expect(jest.getTimerCount()).toBe(0);
  });

  test('the default reason is an AbortError', async () => {
    const controller = new AbortController();
    const pending = sleep(1000, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('withTimeout passes the result through when the promise is faster', async () => {
    const fast = new Promise((resolve) => setTimeout(() => resolve('data'), 50));
    const pending = withTimeout(fast, 100);
    jest.advanceTimersByTime(50);
    await expect(pending).resolves.toBe('data');
    expect(jest.getTimerCount()).toBe(0);
  });

  test('withTimeout rejects with a TimeoutError when time runs out', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 500));
    const pending = withTimeout(slow, 100);
    const check = expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    jest.advanceTimersByTime(100);
    await check;
  });
});
