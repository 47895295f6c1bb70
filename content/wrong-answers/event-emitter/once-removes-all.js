// Wrong: once() is removed by event name after its first run, taking every other listener of the
// event with it; and emit() does not report whether there were listeners.
class EventEmitter {
  constructor() {
    this.events = {};
  }
  on(name, listener) {
    (this.events[name] ||= []).push(listener);
    return this;
  }
  once(name, listener) {
    return this.on(name, (...args) => {
      delete this.events[name];
      listener(...args);
    });
  }
  off(name, listener) {
    this.events[name] = (this.events[name] || []).filter((l) => l !== listener);
    return this;
  }
  emit(name, ...args) {
    (this.events[name] || []).forEach((listener) => listener(...args));
  }
}
