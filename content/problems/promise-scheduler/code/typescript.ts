class Scheduler {
  /** @param limit how many tasks may run at the same time (a positive integer) */
  constructor(limit: number) {
    // TODO: implement
  }

  /**
   * Schedules `task` and returns a promise that settles like the task's result.
   * The task starts right away when a slot is free; otherwise it waits its turn.
   */
  add<T>(task: () => T | PromiseLike<T>): Promise<T> {
    // TODO: implement
    throw new Error('Not implemented');
  }

  /** Returns a promise that resolves once no task is running or waiting. */
  onIdle(): Promise<void> {
    // TODO: implement
    throw new Error('Not implemented');
  }
}
