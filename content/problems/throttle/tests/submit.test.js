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
    jest.advanceTimersByTime(39);
    expect(func).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
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
    expect(func).toHaveBeenCalledTimes(11);
    expect(func).toHaveBeenLastCalledWith(990);
    jest.advanceTimersByTime(1000);
    expect(func).toHaveBeenCalledTimes(11);
  });

  test('a single call makes no trailing call', () => {
    const func = jest.fn();
    const throttled = throttle(func, 100);
    throttled();
    jest.advanceTimersByTime(1000);
    expect(func).toHaveBeenCalledTimes(1);
  });

  test('a trailing call starts a new window', () => {
    const func = jest.fn();
    const throttled = throttle(func, 100);
    throttled(1); // t=0, runs
    jest.advanceTimersByTime(50);
    throttled(2); // t=50, pending
    jest.advanceTimersByTime(50); // t=100, trailing call with 2
    expect(func).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(20);
    throttled(3); // t=120, inside the window opened at 100
    expect(func).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(80); // t=200
    expect(func).toHaveBeenCalledTimes(3);
    expect(func).toHaveBeenLastCalledWith(3);
  });

  test('after a quiet period the next call runs immediately again', () => {
    const func = jest.fn();
    const throttled = throttle(func, 100);
    throttled(1);
    jest.advanceTimersByTime(250);
    throttled(2);
    expect(func).toHaveBeenCalledTimes(2);
    expect(func).toHaveBeenLastCalledWith(2);
  });

  test('a call exactly `wait` ms after an invocation runs immediately', () => {
    const func = jest.fn();
    const throttled = throttle(func, 100);
    throttled(1);
    jest.advanceTimersByTime(100);
    throttled(2);
    expect(func).toHaveBeenCalledTimes(2);
  });

  test('the trailing call uses `this` of the latest call', () => {
    const seen = [];
    const track = throttle(function (n) {
      seen.push([this.name, n]);
    }, 100);
    const a = { name: 'a', track };
    const b = { name: 'b', track };
    a.track(1);
    a.track(2);
    b.track(3);
    jest.advanceTimersByTime(100);
    expect(seen).toEqual([
      ['a', 1],
      ['b', 3],
    ]);
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

  test('after cancel() the next call runs immediately', () => {
    const func = jest.fn();
    const throttled = throttle(func, 100);
    throttled(1);
    jest.advanceTimersByTime(10);
    throttled.cancel();
    throttled(2);
    expect(func).toHaveBeenCalledTimes(2);
    expect(func).toHaveBeenLastCalledWith(2);
  });

  test('two throttled functions are independent', () => {
    const f1 = jest.fn();
    const f2 = jest.fn();
    const t1 = throttle(f1, 100);
    const t2 = throttle(f2, 100);
    t1();
    t2();
    t1();
    expect(f1).toHaveBeenCalledTimes(1);
    expect(f2).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(100);
    expect(f1).toHaveBeenCalledTimes(2);
    expect(f2).toHaveBeenCalledTimes(1);
  });

  test('passes every argument of the call it runs', () => {
    const func = jest.fn();
    const throttled = throttle(func, 100);
    throttled(1, 2, 3);
    expect(func).toHaveBeenLastCalledWith(1, 2, 3);
    throttled('x', 'y');
    jest.advanceTimersByTime(100);
    expect(func).toHaveBeenLastCalledWith('x', 'y');
  });
});
