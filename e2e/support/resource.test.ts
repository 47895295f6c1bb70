// The stand-ins every browser test holds from module level: they must act as the started value
// (serialisable, methods bound, instanceof) and start and stop in the order the files rely on.
import { afterAll, describe, expect, it } from 'vitest';
import { lazy, useResource } from './resource';

class Counter {
  count = 0;
  increment() {
    this.count += 1;
    return this.count;
  }
}

describe('lazy', () => {
  it('refuses to be used before its value exists, except to be awaited', async () => {
    let value: Counter | undefined = undefined; // filled below, as a beforeAll would
    const counter = lazy('the counter', () => value);
    expect(() => counter.count).toThrow('the counter is not there');
    expect(await Promise.resolve(counter)).toBe(counter); // no `then`: not taken for a promise
    value = new Counter();
    expect(counter.count).toBe(0);
  });

  it('acts as the value: methods keep their this, keys, instanceof, writes', () => {
    const value = new Counter();
    const counter = lazy('the counter', () => value);
    const { increment } = counter;
    expect(increment()).toBe(1);
    expect(counter instanceof Counter).toBe(true);
    expect({ ...counter }).toEqual({ count: 1 });
    expect(JSON.parse(JSON.stringify(counter))).toEqual({ count: 1 });
    expect('count' in counter).toBe(true);
    counter.count = 5;
    expect(value.count).toBe(5);
  });
});

describe('useResource', () => {
  const events: string[] = [];
  afterAll(() => {
    // registered first, so it runs last: everything below has stopped by now
    expect(events).toEqual(['start first', 'start second', 'test', 'stop second', 'stop first']);
  });

  describe('two resources', () => {
    const first = useResource(
      'first',
      async () => (events.push('start first'), new Counter()),
      () => events.push('stop first'),
    );
    const second = useResource(
      'second',
      async () => {
        events.push('start second');
        return { startedAfterFirst: first.count === 0 };
      },
      () => events.push('stop second'),
    );

    it('start in the order they are declared, and later ones can read earlier ones', () => {
      events.push('test');
      expect(second.startedAfterFirst).toBe(true);
      expect(first.increment()).toBe(1);
    });
  });
});
