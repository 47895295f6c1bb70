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

  test('does not call fn when the wrapper is created', () => {
    const fn = jest.fn();
    once(fn);
    expect(fn).not.toHaveBeenCalled();
  });

  test('remembers a falsy first result', () => {
    for (const value of [undefined, null, 0, false, '']) {
      const fn = jest.fn(() => value);
      const wrapped = once(fn);
      expect(wrapped()).toBe(value);
      expect(wrapped()).toBe(value);
      expect(fn).toHaveBeenCalledTimes(1);
    }
  });

  test('calls fn with the this of the first call', () => {
    const counter = {
      value: 41,
      bump: once(function () {
        return ++this.value;
      }),
    };
    expect(counter.bump()).toBe(42);
    expect(counter.bump()).toBe(42);
    expect(counter.value).toBe(42);
  });

  test('a call from inside fn does not run fn twice', () => {
    let inner;
    const fn = jest.fn(() => {
      inner = wrapped();
      return 'outer';
    });
    const wrapped = once(fn);
    expect(wrapped()).toBe('outer');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(inner).toBeUndefined(); // the first call had not finished yet
  });

  test('if fn throws, the error reaches the caller and fn is not called again', () => {
    const fn = jest.fn(() => {
      throw new Error('boom');
    });
    const wrapped = once(fn);
    expect(() => wrapped()).toThrow('boom');
    expect(wrapped()).toBeUndefined();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('works for a function returning an object, returning the same object', () => {
    const wrapped = once(() => ({ id: 1 }));
    expect(wrapped()).toBe(wrapped());
  });

  test('ignores the arguments of later calls', () => {
    const fn = jest.fn((value) => value);
    const wrapped = once(fn);
    expect(wrapped('first')).toBe('first');
    expect(wrapped('second')).toBe('first');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith('first');
  });
});
