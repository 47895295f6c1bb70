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
});
