// Wrong: a Proxy that notifies on every write, so a $patch of two keys notifies twice, and
// writing an unchanged value notifies too.
function defineStore(id, { state = () => ({}), getters = {}, actions = {} } = {}) {
  let store;
  return function useStore() {
    if (store) return store;
    let current = state();
    const subscribers = new Set();
    const notify = () => subscribers.forEach((cb) => cb(current));
    const raw = {
      get $state() {
        return current;
      },
      $patch(change) {
        if (typeof change === 'function') change(store);
        else Object.assign(store, change);
      },
      $reset() {
        current = state();
        notify();
      },
      $subscribe(cb) {
        subscribers.add(cb);
        return () => subscribers.delete(cb);
      },
    };
    store = new Proxy(raw, {
      get(target, key) {
        if (key in getters) return getters[key].call(store, current);
        if (key in actions) return (...args) => actions[key].apply(store, args);
        if (key in current) return current[key];
        return target[key];
      },
      set(target, key, value) {
        current[key] = value;
        notify();
        return true;
      },
    });
    return store;
  };
}
