// Wrong: runs tasks in fixed batches of `limit`, waiting for a whole batch before the next, so a
// slot freed early stays empty; tasks start a tick late instead of synchronously.
class Scheduler {
  constructor(limit) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
    this.limit = limit;
    this.queue = [];
    this.draining = null;
  }
  add(task) {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.draining ??= this.drain();
    });
  }
  async drain() {
    await null;
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.limit);
      await Promise.allSettled(
        batch.map(({ task, resolve, reject }) =>
          Promise.resolve()
            .then(task)
            .then(resolve, (error) => {
              reject(error);
            }),
        ),
      );
    }
    this.draining = null;
  }
  onIdle() {
    return this.draining ? this.draining.then(() => undefined) : Promise.resolve(undefined);
  }
}
