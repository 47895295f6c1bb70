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
});
