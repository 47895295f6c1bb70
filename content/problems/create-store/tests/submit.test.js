const counter = (state = 0, action) => {
  switch (action.type) {
    case 'inc':
      return state + 1;
    case 'add':
      return state + action.amount;
    default:
      return state;
  }
};

describe('createStore', () => {
  test('starts from the reducer’s default state', () => {
    expect(createStore(counter).getState()).toBe(0);
  });

  test('starts from the preloaded state when given', () => {
    expect(createStore(counter, 10).getState()).toBe(10);
  });

  test('dispatch runs the reducer and returns the action', () => {
    const store = createStore(counter);
    const action = { type: 'add', amount: 5 };
    expect(store.dispatch(action)).toBe(action);
    expect(store.getState()).toBe(5);
  });

  test('listeners are called after each dispatch, with the new state readable', () => {
    const store = createStore(counter);
    const seen = [];
    store.subscribe(() => seen.push(store.getState()));
    store.dispatch({ type: 'inc' });
    store.dispatch({ type: 'inc' });
    expect(seen).toEqual([1, 2]);
  });

  test('unsubscribe stops the calls', () => {
    const store = createStore(counter);
    const listener = jest.fn();
    const stop = store.subscribe(listener);
    store.dispatch({ type: 'inc' });
    stop();
    store.dispatch({ type: 'inc' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toBe(2);
  });

  test('the reducer first sees undefined and an init action', () => {
    const reducer = jest.fn((state = 'initial') => state);
    createStore(reducer);
    expect(reducer).toHaveBeenCalledTimes(1);
    expect(reducer.mock.calls[0][0]).toBeUndefined();
    expect(typeof reducer.mock.calls[0][1].type).toBe('string');
  });

  test('an action that is not a plain object throws a TypeError and changes nothing', () => {
    const store = createStore(counter);
    const listener = jest.fn();
    store.subscribe(listener);
    expect(() => store.dispatch('inc')).toThrow(TypeError);
    expect(() => store.dispatch(null)).toThrow(TypeError);
    class Inc {
      constructor() {
        this.type = 'inc';
      }
    }
    expect(() => store.dispatch(new Inc())).toThrow(TypeError);
    expect(store.getState()).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  test('an action without a string type throws a TypeError', () => {
    const store = createStore(counter);
    expect(() => store.dispatch({})).toThrow(TypeError);
    expect(() => store.dispatch({ type: 1 })).toThrow(TypeError);
  });

  test('a reducer that dispatches gets an error', () => {
    let store;
    const reducer = (state = 0, action) => {
      if (action.type === 'loop') store.dispatch({ type: 'inc' });
      return state;
    };
    store = createStore(reducer);
    expect(() => store.dispatch({ type: 'loop' })).toThrow(Error);
  });

  test('the store still works after a reducer threw', () => {
    const reducer = (state = 0, action) => {
      if (action.type === 'boom') throw new Error('boom');
      return action.type === 'inc' ? state + 1 : state;
    };
    const store = createStore(reducer);
    expect(() => store.dispatch({ type: 'boom' })).toThrow('boom');
    store.dispatch({ type: 'inc' });
    expect(store.getState()).toBe(1);
  });

  test('a listener added during a dispatch is called from the next one', () => {
    const store = createStore(counter);
    const late = jest.fn();
    store.subscribe(() => store.subscribe(late));
    store.dispatch({ type: 'inc' });
    expect(late).not.toHaveBeenCalled();
    store.dispatch({ type: 'inc' });
    expect(late).toHaveBeenCalledTimes(1);
  });

  test('a listener removed during a dispatch is still called in that one', () => {
    const store = createStore(counter);
    const second = jest.fn();
    let stopSecond;
    store.subscribe(() => stopSecond());
    stopSecond = store.subscribe(second);
    store.dispatch({ type: 'inc' });
    expect(second).toHaveBeenCalledTimes(1);
    store.dispatch({ type: 'inc' });
    expect(second).toHaveBeenCalledTimes(1);
  });

  test('a listener unsubscribing itself does not make others skip', () => {
    const store = createStore(counter);
    const calls = [];
    const stopA = store.subscribe(() => {
      calls.push('a');
      stopA();
    });
    store.subscribe(() => calls.push('b'));
    store.dispatch({ type: 'inc' });
    expect(calls).toEqual(['a', 'b']);
  });

  test('unsubscribing twice removes nobody else', () => {
    const store = createStore(counter);
    const listener = jest.fn();
    const first = store.subscribe(listener);
    store.subscribe(listener);
    first();
    first();
    store.dispatch({ type: 'inc' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('listeners are called with no arguments', () => {
    const store = createStore(counter);
    const listener = jest.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'inc' });
    expect(listener.mock.calls[0]).toEqual([]);
  });

  test('stores are independent', () => {
    const a = createStore(counter);
    const b = createStore(counter);
    a.dispatch({ type: 'inc' });
    expect(b.getState()).toBe(0);
  });

  test('object states are replaced by the reducer’s result', () => {
    const todos = (state = { items: [] }, action) =>
      action.type === 'add' ? { items: [...state.items, action.text] } : state;
    const store = createStore(todos);
    const before = store.getState();
    store.dispatch({ type: 'add', text: 'write tests' });
    expect(store.getState()).toEqual({ items: ['write tests'] });
    expect(before).toEqual({ items: [] });
  });
});
