class Scheduler {
  /**
   * @param {number} limit how many tasks may run at the same time (a positive integer)
   */
  constructor(limit) {
    // TODO: implement
  }

  /**
   * Schedules `task` and returns a promise that settles like the task's result.
   * The task starts right away when a slot is free; otherwise it waits its turn.
   *
   * @param {() => *} task a function that returns a promise (or a plain value)
   * @returns {Promise<*>}
   */
  add(task) {
    // TODO: implement
  }

  /**
   * Returns a promise that resolves once no task is running or waiting.
   *
   * @returns {Promise<void>}
   */
  onIdle() {
    // TODO: implement
  }
}
