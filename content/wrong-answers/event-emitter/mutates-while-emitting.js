// Wrong: emit() walks the live listener array, so a once() listener removing itself during emit
// makes the next listener be skipped; off() removes every registration of the listener.
class EventEmitter {
  constructor() {
    this.events = new Map();
  }
  on(name, listener) {
    if (!this.events.has(name)) this.events.set(name, []);
    this.events.get(name).push(listener);
    return this;
  }
  once(name, listener) {
    const wrapper = (...args) => {
      this.off(name, wrapper);
      listener.apply(this, args);
    };
    return this.on(name, wrapper);
  }
  off(name, listener) {
    const list = this.events.get(name);
    if (list) this.events.set(name, list.filter((l) => l !== listener));
    return this;
  }
  emit(name, ...args) {
    const list = this.events.get(name);
    if (!list || list.length === 0) return false;
    for (let i = 0; i < list.length; i++) list[i].apply(this, args);
    return true;
  }
}
