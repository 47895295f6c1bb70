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

describe('sleep and withTimeout (hidden)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('an already aborted signal rejects at once, without a timer', async () => {
    const controller = new AbortController();
    const reason = new Error('already gone');
    controller.abort(reason);
    const pending = sleep(1000, { signal: controller.signal });
    expect(jest.getTimerCount()).toBe(0);
    await expect(pending).rejects.toBe(reason);
  });

  test('an Error reason is passed through as is', async () => {
    const controller = new AbortController();
    const reason = new Error('user left the page');
    const pending = sleep(500, { signal: controller.signal });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  test('the abort listener is removed when sleep resolves', async () => {
    const controller = new AbortController();
    const add = jest.spyOn(controller.signal, 'addEventListener');
    const remove = jest.spyOn(controller.signal, 'removeEventListener');
    const pending = sleep(100, { signal: controller.signal });
    expect(add).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(100);
    await pending;
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove.mock.calls[0][0]).toBe('abort');
    expect(remove.mock.calls[0][1]).toBe(add.mock.calls[0][1]);
    controller.abort();
  });

  test('aborting after sleep resolved changes nothing', async () => {
    const controller = new AbortController();
    const pending = sleep(10, { signal: controller.signal });
    jest.advanceTimersByTime(10);
    await expect(pending).resolves.toBeUndefined();
    controller.abort();
    await Promise.resolve();
  });

  test('a signal without a reason gets an AbortError', async () => {
    const listeners = [];
    const signal = {
      aborted: false,
      reason: undefined,
      addEventListener: (type, fn) => listeners.push(fn),
      removeEventListener: () => {},
    };
    const pending = sleep(100, { signal });
    const check = expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    signal.aborted = true;
    listeners.forEach((fn) => fn());
    await check;
    const already = { aborted: true, reason: undefined, addEventListener() {}, removeEventListener() {} };
    await expect(sleep(100, { signal: already })).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('sleep(0) is still asynchronous', async () => {
    let done = false;
    sleep(0).then(() => (done = true));
    expect(done).toBe(false);
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  test('withTimeout passes a rejection through', async () => {
    const error = new Error('server error');
    const failing = new Promise((_, reject) => setTimeout(() => reject(error), 20));
    const pending = withTimeout(failing, 100);
    const check = expect(pending).rejects.toBe(error);
    jest.advanceTimersByTime(20);
    await check;
    expect(jest.getTimerCount()).toBe(0);
  });

  test('withTimeout accepts a plain value', async () => {
    await expect(withTimeout(42, 100)).resolves.toBe(42);
  });

  test('withTimeout rejects with the signal reason when aborted first', async () => {
    const controller = new AbortController();
    const never = new Promise(() => {});
    const pending = withTimeout(never, 1000, { signal: controller.signal });
    const check = expect(pending).rejects.toBe('cancelled');
    jest.advanceTimersByTime(10);
    controller.abort('cancelled');
    await check;
    expect(jest.getTimerCount()).toBe(0);
  });

  test('withTimeout with an already aborted signal rejects at once', async () => {
    const controller = new AbortController();
    controller.abort();
    const pending = withTimeout(new Promise(() => {}), 1000, { signal: controller.signal });
    expect(jest.getTimerCount()).toBe(0);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('withTimeout removes its abort listener once settled', async () => {
    const controller = new AbortController();
    const add = jest.spyOn(controller.signal, 'addEventListener');
    const remove = jest.spyOn(controller.signal, 'removeEventListener');
    const slow = new Promise((resolve) => setTimeout(resolve, 500));
    const pending = withTimeout(slow, 100, { signal: controller.signal });
    const check = expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    jest.advanceTimersByTime(100);
    await check;
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove.mock.calls[0][1]).toBe(add.mock.calls[0][1]);
  });

  test('the timeout error has a helpful message', async () => {
    const pending = withTimeout(new Promise(() => {}), 250);
    const check = pending.catch((error) => error);
    jest.advanceTimersByTime(250);
    const error = await check;
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toMatch(/250/);
  });
});
