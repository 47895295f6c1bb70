class Observable {
  /**
   * @param {(subscriber: { next(value: any): void, error(err: any): void, complete(): void, closed: boolean })
   *   => (() => void) | { unsubscribe(): void } | void} producer
   *   called once per subscription; may return a teardown
   */
  constructor(producer) {
    // TODO: implement
  }

  /**
   * @param {{ next?: Function, error?: Function, complete?: Function } | Function} [observerOrNext]
   * @param {Function} [error]
   * @param {Function} [complete]
   * @return {{ unsubscribe(): void }}
   */
  subscribe(observerOrNext, error, complete) {
    // TODO: implement
  }

  /** @return {Observable} a new Observable of project(value) */
  map(project) {
    // TODO: implement
  }

  /** @return {Observable} a new Observable of the values for which predicate(value) is truthy */
  filter(predicate) {
    // TODO: implement
  }
}
