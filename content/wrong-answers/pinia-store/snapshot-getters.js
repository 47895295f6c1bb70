// Wrong: copies the state onto the store (writes do not notify), computes getters once, and
// creates a new store on every useStore() call.
function defineStore(id, { state = () => ({}), getters = {}, actions = {} } = {}) {
  return function useStore() {
    const subscribers = [];
    const store = { ...state() };
    for (const [name, getter] of Object.entries(getters)) store[name] = getter.call(store, store);
    for (const [name, action] of Object.entries(actions)) store[name] = action;
    store.$patch = (change) => {
      if (typeof change === 'function') change(store);
      else Object.assign(store, change);
      subscribers.forEach((cb) => cb(store));
    };
    store.$subscribe = (cb) => subscribers.push(cb);
    store.$reset = () => Object.assign(store, state());
    return store;
  };
}
