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
});
