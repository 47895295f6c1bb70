describe('Observable', () => {
  // an observer that records everything it receives
  function recorder() {
    const log = [];
    return {
      log,
      next: (value) => log.push(['next', value]),
      error: (err) => log.push(['error', err instanceof Error ? err.message : err]),
      complete: () => log.push(['complete']),
    };
  }

  // emits the values synchronously, then completes; counts teardowns
  function fromValues(values, teardowns = { count: 0 }) {
    return new Observable((subscriber) => {
      for (const value of values) subscriber.next(value);
      subscriber.complete();
      return () => {
        teardowns.count += 1;
      };
    });
  }

  // emits 0, 1, 2, ... every `ms` milliseconds until unsubscribed
  function interval(ms, state = { teardowns: 0, active: 0 }) {
    return new Observable((subscriber) => {
      let n = 0;
      state.active += 1;
      const id = setInterval(() => subscriber.next(n++), ms);
      return () => {
        state.teardowns += 1;
        state.active -= 1;
        clearInterval(id);
      };
    });
  }

  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  test('delivers values and completion to the observer', () => {
    const observer = recorder();
    fromValues([1, 2, 3]).subscribe(observer);
    expect(observer.log).toEqual([['next', 1], ['next', 2], ['next', 3], ['complete']]);
  });

  test('is lazy, and runs the producer once per subscription', () => {
    let runs = 0;
    const source = new Observable((subscriber) => {
      runs += 1;
      subscriber.next(runs);
      subscriber.complete();
    });
    expect(runs).toBe(0);
    const first = recorder();
    const second = recorder();
    source.subscribe(first);
    source.subscribe(second);
    expect(runs).toBe(2);
    expect(first.log).toEqual([['next', 1], ['complete']]);
    expect(second.log).toEqual([['next', 2], ['complete']]);
  });

  test('unsubscribe stops the values and runs the teardown', () => {
    const state = { teardowns: 0, active: 0 };
    const values = [];
    const subscription = interval(100, state).subscribe({ next: (v) => values.push(v) });
    jest.advanceTimersByTime(350);
    expect(values).toEqual([0, 1, 2]);
    subscription.unsubscribe();
    jest.advanceTimersByTime(1000);
    expect(values).toEqual([0, 1, 2]);
    expect(state.teardowns).toBe(1);
    expect(state.active).toBe(0);
  });

  test('map transforms every value', () => {
    const observer = recorder();
    fromValues([1, 2, 3]).map((x) => x * 10).subscribe(observer);
    expect(observer.log).toEqual([['next', 10], ['next', 20], ['next', 30], ['complete']]);
  });

  test('filter keeps the values that match', () => {
    const observer = recorder();
    fromValues([1, 2, 3, 4, 5, 6]).filter((x) => x % 2 === 0).subscribe(observer);
    expect(observer.log).toEqual([['next', 2], ['next', 4], ['next', 6], ['complete']]);
  });

  test('subscribe accepts a next function, separate callbacks, or a partial observer', () => {
    const values = [];
    fromValues(['a', 'b']).subscribe((v) => values.push(v));
    expect(values).toEqual(['a', 'b']);

    const log = [];
    new Observable((s) => {
      s.next(1);
      s.error(new Error('boom'));
    }).subscribe(
      (v) => log.push(v),
      (err) => log.push(err.message),
    );
    expect(log).toEqual([1, 'boom']);

    let completed = false;
    fromValues([1]).subscribe({ complete: () => (completed = true) });
    expect(completed).toBe(true);
    expect(() => fromValues([1]).subscribe()).not.toThrow();
  });

  test('nothing reaches the observer after complete, and the teardown runs once', () => {
    const teardown = jest.fn();
    const observer = recorder();
    new Observable((s) => {
      s.next(1);
      s.complete();
      s.next(2);
      s.error(new Error('late'));
      s.complete();
      return teardown;
    }).subscribe(observer);
    expect(observer.log).toEqual([['next', 1], ['complete']]);
    expect(teardown).toHaveBeenCalledTimes(1);
  });

  test('nothing reaches the observer after error, and the teardown runs once', () => {
    const teardown = jest.fn();
    const observer = recorder();
    const subscription = new Observable((s) => {
      setTimeout(() => {
        s.next('x');
        s.error(new Error('failed'));
        s.next('y');
        s.complete();
      }, 10);
      return teardown;
    }).subscribe(observer);
    expect(teardown).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10);
    expect(observer.log).toEqual([['next', 'x'], ['error', 'failed']]);
    expect(teardown).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
    expect(teardown).toHaveBeenCalledTimes(1);
  });

  test('a producer that completes synchronously still has its teardown run', () => {
    const teardowns = { count: 0 };
    fromValues([1, 2], teardowns).subscribe(() => {});
    expect(teardowns.count).toBe(1);
  });

  test('unsubscribe is idempotent', () => {
    const state = { teardowns: 0, active: 0 };
    const subscription = interval(50, state).subscribe(() => {});
    subscription.unsubscribe();
    subscription.unsubscribe();
    subscription.unsubscribe();
    expect(state.teardowns).toBe(1);
  });

  test('unsubscribing from inside next stops further values', () => {
    const values = [];
    const state = { teardowns: 0, active: 0 };
    const subscription = interval(100, state).subscribe((v) => {
      values.push(v);
      if (v === 2) subscription.unsubscribe();
    });
    jest.advanceTimersByTime(1000);
    expect(values).toEqual([0, 1, 2]);
    expect(state.teardowns).toBe(1);
  });

  test('values pushed after unsubscribe are dropped even if the producer ignores it', () => {
    let push;
    const values = [];
    const subscription = new Observable((s) => {
      push = (v) => s.next(v);
      return () => {};
    }).subscribe((v) => values.push(v));
    push(1);
    subscription.unsubscribe();
    push(2);
    expect(values).toEqual([1]);
  });

  test('a producer that throws delivers the error', () => {
    const observer = recorder();
    new Observable(() => {
      throw new Error('cannot start');
    }).subscribe(observer);
    expect(observer.log).toEqual([['error', 'cannot start']]);
  });

  test('map and filter chain, and leave the source unchanged', () => {
    const source = fromValues([1, 2, 3, 4, 5]);
    const derived = source.filter((x) => x % 2 === 1).map((x) => `#${x}`);
    expect(derived).toBeInstanceOf(Observable);
    expect(derived).not.toBe(source);
    const a = recorder();
    const b = recorder();
    derived.subscribe(a);
    source.subscribe(b);
    expect(a.log).toEqual([['next', '#1'], ['next', '#3'], ['next', '#5'], ['complete']]);
    expect(b.log).toEqual([['next', 1], ['next', 2], ['next', 3], ['next', 4], ['next', 5], ['complete']]);
  });

  test('map and filter are lazy: the source is subscribed only when the result is', () => {
    let runs = 0;
    const source = new Observable((s) => {
      runs += 1;
      s.next(1);
      s.complete();
    });
    const derived = source.map((x) => x + 1).filter(() => true);
    expect(runs).toBe(0);
    const values = [];
    derived.subscribe((v) => values.push(v));
    expect(runs).toBe(1);
    expect(values).toEqual([2]);
  });

  test('unsubscribing from a mapped and filtered observable tears down the source', () => {
    const state = { teardowns: 0, active: 0 };
    const values = [];
    const subscription = interval(100, state)
      .map((n) => n * 2)
      .filter((n) => n % 4 === 0)
      .subscribe((v) => values.push(v));
    jest.advanceTimersByTime(500);
    expect(values).toEqual([0, 4, 8]);
    expect(state.active).toBe(1);
    subscription.unsubscribe();
    expect(state.teardowns).toBe(1);
    expect(state.active).toBe(0);
    jest.advanceTimersByTime(500);
    expect(values).toEqual([0, 4, 8]);
  });

  test('an error thrown by project goes to error and ends the source subscription', () => {
    const state = { teardowns: 0, active: 0 };
    const observer = recorder();
    const project = jest.fn((n) => {
      if (n === 2) throw new Error('bad value');
      return n;
    });
    interval(100, state).map(project).subscribe(observer);
    jest.advanceTimersByTime(1000);
    expect(observer.log).toEqual([['next', 0], ['next', 1], ['error', 'bad value']]);
    expect(state.teardowns).toBe(1);
    expect(project).toHaveBeenCalledTimes(3);
  });

  test('an error thrown by predicate goes to error', () => {
    const observer = recorder();
    const teardowns = { count: 0 };
    fromValues([1, 2, 3], teardowns)
      .filter((x) => {
        if (x === 2) throw new Error('no twos');
        return true;
      })
      .subscribe(observer);
    expect(observer.log).toEqual([['next', 1], ['error', 'no twos']]);
    expect(teardowns.count).toBe(1);
  });

  test('errors and completion pass through map and filter', () => {
    const failing = new Observable((s) => {
      s.next(1);
      s.error(new Error('upstream'));
    });
    const a = recorder();
    failing.map((x) => x + 1).filter(() => true).subscribe(a);
    expect(a.log).toEqual([['next', 2], ['error', 'upstream']]);
    const b = recorder();
    fromValues([]).map((x) => x).subscribe(b);
    expect(b.log).toEqual([['complete']]);
  });

  test('the teardown may be a subscription to another observable', () => {
    const inner = { teardowns: 0, active: 0 };
    const values = [];
    const outer = new Observable((s) => interval(100, inner).subscribe((n) => s.next(`tick ${n}`)));
    const subscription = outer.subscribe((v) => values.push(v));
    jest.advanceTimersByTime(250);
    subscription.unsubscribe();
    jest.advanceTimersByTime(500);
    expect(values).toEqual(['tick 0', 'tick 1']);
    expect(inner.teardowns).toBe(1);
  });

  test('an error without an error handler still ends the subscription', () => {
    const teardown = jest.fn();
    const values = [];
    new Observable((s) => {
      s.next(1);
      s.error(new Error('ignored'));
      s.next(2);
      return teardown;
    }).subscribe((v) => values.push(v));
    expect(values).toEqual([1]);
    expect(teardown).toHaveBeenCalledTimes(1);
  });
});
