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

  test('writing the same value triggers nothing', () => {
    const state = reactive({ n: 1, x: NaN });
    const fn = jest.fn(() => [state.n, state.x]);
    effect(fn);
    state.n = 1;
    state.x = NaN;
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('tracking follows the latest run (branch switching)', () => {
    const state = reactive({ ok: true, text: 'hello' });
    const fn = jest.fn(() => (state.ok ? state.text : 'hidden'));
    effect(fn);
    state.ok = false;
    expect(fn).toHaveBeenCalledTimes(2);
    state.text = 'changed';
    expect(fn).toHaveBeenCalledTimes(2);
    state.ok = true;
    expect(fn).toHaveBeenCalledTimes(3);
  });

  test('an effect that writes what it reads does not loop', () => {
    const state = reactive({ count: 0 });
    const fn = jest.fn(() => {
      state.count++;
    });
    effect(fn);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(state.count).toBe(1);
  });

  test('adding a property triggers an effect that read it while missing', () => {
    const state = reactive({});
    const seen = [];
    effect(() => seen.push(state.later));
    state.later = 'here';
    expect(seen).toEqual([undefined, 'here']);
  });

  test('"in" checks are tracked, and deleting triggers them', () => {
    const state = reactive({ flag: true });
    const seen = [];
    effect(() => seen.push('flag' in state));
    delete state.flag;
    state.flag = 1;
    expect(seen).toEqual([true, false, true]);
  });

  test('deleting a missing property triggers nothing', () => {
    const state = reactive({});
    const fn = jest.fn(() => 'ghost' in state);
    effect(fn);
    delete state.ghost;
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('reactive returns the same proxy for the same object', () => {
    const raw = { a: { b: 1 } };
    expect(reactive(raw)).toBe(reactive(raw));
    const state = reactive(raw);
    expect(state.a).toBe(state.a);
  });

  test('writes through the proxy reach the raw object', () => {
    const raw = { n: 1 };
    reactive(raw).n = 2;
    expect(raw.n).toBe(2);
  });

  test('nested effects each track their own reads', () => {
    const state = reactive({ outer: 1, inner: 1 });
    const outer = jest.fn();
    const inner = jest.fn();
    effect(() => {
      outer(state.outer);
      effect(() => inner(state.inner));
    });
    state.inner = 2;
    expect(outer).toHaveBeenCalledTimes(1);
    state.outer = 2;
    expect(outer).toHaveBeenCalledTimes(2);
  });

  test('several effects on one property all re-run', () => {
    const state = reactive({ n: 0 });
    const a = jest.fn(() => state.n);
    const b = jest.fn(() => state.n);
    effect(a);
    effect(b);
    state.n = 1;
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);
  });

  test('replacing a nested object keeps it reactive', () => {
    const state = reactive({ user: { name: 'Ana' } });
    const seen = [];
    effect(() => seen.push(state.user.name));
    state.user = { name: 'Cy' };
    state.user.name = 'Di';
    expect(seen).toEqual(['Ana', 'Cy', 'Di']);
  });

  test('reads outside effects are not tracked', () => {
    const state = reactive({ n: 0 });
    const fn = jest.fn();
    void state.n;
    effect(fn);
    state.n = 1;
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
