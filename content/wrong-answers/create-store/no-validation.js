// Wrong: accepts any action and lets a reducer dispatch; no snapshot of the listeners.
function createStore(reducer, preloadedState) {
  let state = reducer(preloadedState, { type: '@@INIT' });
  let listeners = [];
  return {
    getState: () => state,
    dispatch(action) {
      state = reducer(state, action);
      listeners.forEach((listener) => listener());
      return action;
    },
    subscribe(listener) {
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
  };
}
