describe('EventEmitter', () => {
  test('emit calls a listener with the arguments', () => {
    const emitter = new EventEmitter();
    const listener = jest.fn();
    emitter.on('greet', listener);
    emitter.emit('greet', 'hello', 42);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('hello', 42);
  });

  test('listeners run in the order they were added', () => {
    const emitter = new EventEmitter();
    const order = [];
    emitter.on('e', () => order.push('first'));
    emitter.on('e', () => order.push('second'));
    emitter.emit('e');
    expect(order).toEqual(['first', 'second']);
  });

  test('emit returns whether the event had listeners', () => {
    const emitter = new EventEmitter();
    expect(emitter.emit('nobody')).toBe(false);
    emitter.on('somebody', () => {});
    expect(emitter.emit('somebody')).toBe(true);
  });

  test('off removes a listener', () => {
    const emitter = new EventEmitter();
    const listener = jest.fn();
    emitter.on('e', listener);
    emitter.off('e', listener);
    expect(emitter.emit('e')).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  test('once listeners run only once', () => {
    const emitter = new EventEmitter();
    const listener = jest.fn();
    emitter.once('e', listener);
    emitter.emit('e', 1);
    emitter.emit('e', 2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(1);
  });
});
