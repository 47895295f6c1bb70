describe('reactive and effect', () => {
  test('an effect runs at once', () => {
    const fn = jest.fn();
    effect(fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('an effect re-runs when a property it read changes', () => {
    const state = reactive({ count: 0 });
    const seen = [];
    effect(() => seen.push(state.count));
    state.count = 1;
    state.count = 2;
    expect(seen).toEqual([0, 1, 2]);
  });

  test('properties it did not read do not re-run it', () => {
    const state = reactive({ a: 1, b: 1 });
    const fn = jest.fn(() => state.a);
    effect(fn);
    state.b = 2;
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('nested objects are reactive', () => {
    const state = reactive({ user: { name: 'Ana' } });
    const seen = [];
    effect(() => seen.push(state.user.name));
    state.user.name = 'Bo';
    expect(seen).toEqual(['Ana', 'Bo']);
  });

  test('stop ends the effect', () => {
    const state = reactive({ n: 0 });
    const fn = jest.fn(() => state.n);
    const stop = effect(fn);
    stop();
    state.n = 5;
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
