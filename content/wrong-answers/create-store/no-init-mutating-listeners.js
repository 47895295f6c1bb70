// Wrong: no initial dispatch (state is undefined until the first action), and listeners are
// spliced out of the array being iterated.
function createStore(reducer, preloadedState) {
  let state = preloadedState;
  const listeners = [];
  return {
    getState: () => state,
    dispatch(action) {
      state = reducer(state, action);
      for (let i = 0; i < listeners.length; i++) listeners[i]();
      return action;
    },
    subscribe(listener) {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
}
