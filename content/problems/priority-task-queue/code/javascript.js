class PriorityTaskQueue {
  /**
   * @param {{ concurrency?: number }} [options] concurrency: a positive integer or Infinity (default 1)
   */
  constructor({ concurrency = 1 } = {}) {
    // TODO: implement
  }

  /**
   * @param {() => any} task a function returning a value or a promise
   * @param {{ priority?: number }} [options] higher starts first (default 0)
   * @returns {Promise<any>} settles like the task's result
   */
  add(task, { priority = 0 } = {}) {
    // TODO: implement
  }

  pause() {
    // TODO: implement
  }

  resume() {
    // TODO: implement
  }

  /** @returns {Promise<void>} resolves once nothing is running or waiting */
  onIdle() {
    // TODO: implement
  }

  /** number of waiting tasks */
  get size() {
    // TODO: implement
  }

  /** number of running tasks */
  get pending() {
    // TODO: implement
  }
}
