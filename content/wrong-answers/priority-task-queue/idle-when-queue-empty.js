// Wrong: onIdle only waits for the waiting list to empty (not for running tasks), pause() is ignored
// for tasks added while paused when a slot is free, and a synchronous throw escapes from add().
class PriorityTaskQueue {
  constructor({ concurrency = 1 } = {}) {
    this.concurrency = concurrency;
    this.waiting = [];
    this.running = 0;
    this.paused = false;
  }
  add(task, { priority = 0 } = {}) {
    if (this.running < this.concurrency) return this.run(task);
    return new Promise((resolve, reject) => {
      let i = this.waiting.findIndex((w) => w.priority < priority);
      if (i === -1) i = this.waiting.length;
      this.waiting.splice(i, 0, { task, priority, resolve, reject });
    });
  }
  run(task) {
    this.running++;
    const promise = Promise.resolve(task());
    const done = () => {
      this.running--;
      this.next();
    };
    promise.then(done, done);
    return promise;
  }
  next() {
    while (!this.paused && this.running < this.concurrency && this.waiting.length) {
      const { task, resolve, reject } = this.waiting.shift();
      this.run(task).then(resolve, reject);
    }
  }
  pause() {
    this.paused = true;
  }
  resume() {
    this.paused = false;
    this.next();
  }
  onIdle() {
    return new Promise((resolve) => {
      const check = () => (this.waiting.length === 0 ? resolve() : setTimeout(check, 1));
      check();
    });
  }
  get size() {
    return this.waiting.length;
  }
  get pending() {
    return this.running;
  }
}
