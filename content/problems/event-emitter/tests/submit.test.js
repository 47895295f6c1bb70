describe('EventEmitter', () => {
  test('emit calls a listener with the arguments', () => {
    const emitter = new EventEmitter();
    const listener = jest.fn();
    emitter.on('greet', listener);
    emitter.emit('greet', 'hello', 42);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('hello', 42);
  });

  test('listeners run in the order they were added, once and on mixed', () => {
    const emitter = new EventEmitter();
    const order = [];
    emitter.on('e', () => order.push('first'));
    emitter.once('e', () => order.push('second'));
    emitter.on('e', () => order.push('third'));
    emitter.emit('e');
    emitter.emit('e');
    expect(order).toEqual(['first', 'second', 'third', 'first', 'third']);
  });

  test('emit returns whether the event had listeners', () => {
    const emitter = new EventEmitter();
    expect(emitter.emit('nobody')).toBe(false);
    emitter.on('somebody', () => {});
    expect(emitter.emit('somebody')).toBe(true);
  });

  test('on, once and off return the emitter for chaining', () => {
    const emitter = new EventEmitter();
    const listener = jest.fn();
    expect(emitter.on('a', listener)).toBe(emitter);
    expect(emitter.once('a', listener)).toBe(emitter);
    expect(emitter.off('a', listener)).toBe(emitter);
    expect(emitter.off('unknown', listener)).toBe(emitter);
  });

  test('events are separate, and symbols work as names', () => {
    const emitter = new EventEmitter();
    const a = jest.fn();
    const b = jest.fn();
    const sym = Symbol('event');
    emitter.on('a', a);
    emitter.on(sym, b);
    emitter.emit('a');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    emitter.emit(sym, 'x');
    expect(b).toHaveBeenCalledWith('x');
  });

  test('the same listener added twice runs twice; off removes one registration', () => {
    const emitter = new EventEmitter();
    const listener = jest.fn();
    emitter.on('e', listener);
    emitter.on('e', listener);
    emitter.emit('e');
    expect(listener).toHaveBeenCalledTimes(2);
    emitter.off('e', listener);
    emitter.emit('e');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(emitter.listenerCount('e')).toBe(1);
  });

  test('off removes only the given listener', () => {
    const emitter = new EventEmitter();
    const keep = jest.fn();
    const drop = jest.fn();
    emitter.on('e', keep);
    emitter.on('e', drop);
    emitter.off('e', drop);
    emitter.emit('e');
    expect(keep).toHaveBeenCalledTimes(1);
    expect(drop).not.toHaveBeenCalled();
  });

  test('a once listener can be removed with off before it runs', () => {
    const emitter = new EventEmitter();
    const listener = jest.fn();
    emitter.once('e', listener);
    emitter.off('e', listener);
    expect(emitter.emit('e')).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  test('a once listener is removed before it runs, so re-emitting inside it does not call it again', () => {
    const emitter = new EventEmitter();
    let calls = 0;
    emitter.once('e', () => {
      calls += 1;
      emitter.emit('e');
    });
    emitter.emit('e');
    expect(calls).toBe(1);
  });

  test('listeners removed or added during an emit do not change that emit', () => {
    const emitter = new EventEmitter();
    const late = jest.fn();
    const second = jest.fn();
    emitter.on('e', () => {
      emitter.off('e', second);
      emitter.on('e', late);
    });
    emitter.on('e', second);
    emitter.emit('e');
    expect(second).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    emitter.emit('e');
    expect(second).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  test('listeners are called with the emitter as this', () => {
    const emitter = new EventEmitter();
    let seen;
    emitter.on('e', function () {
      seen = this;
    });
    emitter.emit('e');
    expect(seen).toBe(emitter);
  });

  test('listenerCount counts on and once listeners', () => {
    const emitter = new EventEmitter();
    expect(emitter.listenerCount('e')).toBe(0);
    emitter.on('e', () => {});
    emitter.once('e', () => {});
    expect(emitter.listenerCount('e')).toBe(2);
    emitter.emit('e');
    expect(emitter.listenerCount('e')).toBe(1);
  });

  test('instances do not share listeners', () => {
    const one = new EventEmitter();
    const two = new EventEmitter();
    const listener = jest.fn();
    one.on('e', listener);
    expect(two.emit('e')).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  test('event names are not confused with Object.prototype keys', () => {
    const emitter = new EventEmitter();
    expect(emitter.emit('toString')).toBe(false);
    expect(emitter.listenerCount('constructor')).toBe(0);
    const listener = jest.fn();
    emitter.on('__proto__', listener);
    expect(emitter.emit('__proto__', 1)).toBe(true);
    expect(listener).toHaveBeenCalledWith(1);
  });
});
