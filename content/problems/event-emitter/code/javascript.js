class EventEmitter {
  /**
   * Adds `listener` to the end of the listeners of `eventName`.
   * @returns {EventEmitter} this, for chaining
   */
  on(eventName, listener) {
    // TODO: implement
  }

  /**
   * Adds a listener that runs at most once, then removes itself.
   * @returns {EventEmitter} this
   */
  once(eventName, listener) {
    // TODO: implement
  }

  /**
   * Removes the most recently added registration of `listener` for `eventName`.
   * @returns {EventEmitter} this
   */
  off(eventName, listener) {
    // TODO: implement
  }

  /**
   * Calls every listener of `eventName` in order, with `args`.
   * @returns {boolean} true if the event had listeners
   */
  emit(eventName, ...args) {
    // TODO: implement
  }

  /**
   * @returns {number} how many listeners `eventName` has
   */
  listenerCount(eventName) {
    // TODO: implement
  }
}
