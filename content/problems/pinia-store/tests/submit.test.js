const counterOptions = () => ({
  state: () => ({ count: 0, name: 'counter' }),
  getters: {
    double: (state) => state.count * 2,
    quadruple() {
      return this.double * 2;
    },
  },
  actions: {
    add(n = 1) {
      this.count += n;
      return this.count;
    },
    async addLater(n) {
      await Promise.resolve();
      this.count += n;
      return 'done';
    },
  },
});

describe('defineStore', () => {
  test('state keys are on the store', () => {
    const store = defineStore('a', counterOptions())();
    expect(store.count).toBe(0);
    store.count = 5;
    expect(store.count).toBe(5);
  });

  test('useStore returns the same store', () => {
    const useCounter = defineStore('b', counterOptions());
    useCounter().add(3);
    expect(useCounter().count).toBe(3);
    expect(useCounter()).toBe(useCounter());
  });

  test('getters follow the state', () => {
    const store = defineStore('c', counterOptions())();
    store.count = 4;
    expect(store.double).toBe(8);
    store.count = 5;
    expect(store.double).toBe(10);
  });

  test('actions use this and return their value', () => {
    const store = defineStore('d', counterOptions())();
    expect(store.add(2)).toBe(2);
    expect(store.count).toBe(2);
  });

  test('$patch merges an object', () => {
    const store = defineStore('e', counterOptions())();
    store.$patch({ count: 7 });
    expect(store.count).toBe(7);
    expect(store.name).toBe('counter');
  });

  test('a getter may use another getter', () => {
    const store = defineStore('f', counterOptions())();
    store.count = 3;
    expect(store.quadruple).toBe(12);
  });

  test('destructured actions keep the store', () => {
    const store = defineStore('g', counterOptions())();
    const { add } = store;
    add(4);
    expect(store.count).toBe(4);
  });

  test('async actions return their promise', async () => {
    const store = defineStore('h', counterOptions())();
    await expect(store.addLater(5)).resolves.toBe('done');
    expect(store.count).toBe(5);
  });

  test('$patch with a function', () => {
    const store = defineStore('i', counterOptions())();
    store.$patch((state) => {
      state.count = 10;
      state.name = 'patched';
    });
    expect([store.count, store.name]).toEqual([10, 'patched']);
  });

  test('$reset restores a fresh initial state, every time', () => {
    const store = defineStore('j', counterOptions())();
    store.count = 9;
    store.$reset();
    expect(store.count).toBe(0);
    store.count = 2;
    store.$reset();
    expect(store.$state).toEqual({ count: 0, name: 'counter' });
  });

  test('$subscribe sees every direct change', () => {
    const store = defineStore('k', counterOptions())();
    const seen = [];
    store.$subscribe((state) => seen.push(state.count));
    store.count = 1;
    store.count++;
    expect(seen).toEqual([1, 2]);
  });

  test('one notification per $patch', () => {
    const store = defineStore('l', counterOptions())();
    const callback = jest.fn();
    store.$subscribe(callback);
    store.$patch({ count: 1, name: 'x' });
    store.$patch((state) => {
      state.count = 2;
      state.count = 3;
    });
    expect(callback).toHaveBeenCalledTimes(2);
    expect(store.count).toBe(3);
  });

  test('writing the same value does not notify', () => {
    const store = defineStore('m', counterOptions())();
    const callback = jest.fn();
    store.$subscribe(callback);
    store.count = 0;
    expect(callback).not.toHaveBeenCalled();
  });

  test('$reset notifies, and unsubscribe stops it', () => {
    const store = defineStore('n', counterOptions())();
    const callback = jest.fn();
    const stop = store.$subscribe(callback);
    store.$reset();
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
    store.count = 5;
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test('an action’s writes notify', () => {
    const store = defineStore('o', counterOptions())();
    const callback = jest.fn();
    store.$subscribe(callback);
    store.add(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test('$state is the current state', () => {
    const store = defineStore('p', counterOptions())();
    store.count = 3;
    expect(store.$state).toEqual({ count: 3, name: 'counter' });
  });

  test('getters are read-only', () => {
    const store = defineStore('q', counterOptions())();
    try {
      store.double = 100;
    } catch {
      // strict mode throws; either way the getter keeps computing
    }
    store.count = 1;
    expect(store.double).toBe(2);
  });

  test('two definitions do not share state', () => {
    const one = defineStore('r1', counterOptions())();
    const two = defineStore('r2', counterOptions())();
    one.count = 8;
    expect(two.count).toBe(0);
  });
});
