describe('once', () => {
  test('calls fn on the first call', () => {
    const fn = jest.fn(() => 'ready');
    const init = once(fn);
    expect(init()).toBe('ready');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('never calls fn again', () => {
    const fn = jest.fn();
    const init = once(fn);
    init();
    init();
    init();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('later calls return the first result', () => {
    let n = 0;
    const next = once(() => ++n);
    expect(next()).toBe(1);
    expect(next()).toBe(1);
  });

  test('passes the arguments of the first call', () => {
    const fn = jest.fn((a, b) => a + b);
    const add = once(fn);
    expect(add(2, 3)).toBe(5);
    expect(add(10, 10)).toBe(5);
    expect(fn).toHaveBeenCalledWith(2, 3);
  });

  test('each wrapper is independent', () => {
    const fn = jest.fn();
    const first = once(fn);
    const second = once(fn);
    first();
    second();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
