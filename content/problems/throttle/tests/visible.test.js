describe('throttle', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('the first call runs immediately', () => {
    const func = jest.fn();
    const throttled = throttle(func, 100);
    throttled('a');
    expect(func).toHaveBeenCalledTimes(1);
    expect(func).toHaveBeenCalledWith('a');
  });

  test('calls inside the window collapse into one trailing call with the latest arguments', () => {
    const func = jest.fn();
    const throttled = throttle(func, 100);
    throttled(1);
    jest.advanceTimersByTime(30);
    throttled(2);
    jest.advanceTimersByTime(30);
    throttled(3);
    expect(func).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(40);
    expect(func).toHaveBeenCalledTimes(2);
    expect(func).toHaveBeenLastCalledWith(3);
  });

  test('runs at most once per wait under a continuous stream of calls', () => {
    const func = jest.fn();
    const throttled = throttle(func, 100);
    for (let t = 0; t < 1000; t += 10) {
      throttled(t);
      jest.advanceTimersByTime(10);
    }
    // invoked at 0, 100, 200, ..., 900 and the trailing call at 1000
    expect(func).toHaveBeenCalledTimes(11);
    expect(func).toHaveBeenLastCalledWith(990);
  });

  test('uses `this` of the call', () => {
    const seen = [];
    const obj = {
      track: throttle(function () {
        seen.push(this);
      }, 100),
    };
    obj.track();
    expect(seen[0]).toBe(obj);
  });

  test('cancel() drops the pending trailing call', () => {
    const func = jest.fn();
    const throttled = throttle(func, 100);
    throttled(1);
    throttled(2);
    throttled.cancel();
    jest.advanceTimersByTime(500);
    expect(func).toHaveBeenCalledTimes(1);
    expect(func).toHaveBeenCalledWith(1);
  });
});
