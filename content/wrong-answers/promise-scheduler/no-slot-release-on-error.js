// Wrong: frees a slot only when a task fulfils, so each rejected task keeps its slot for ever.
class Scheduler {
  constructor(limit) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
    this.limit = limit;
    this.running = 0;
    this.queue = [];
    this.idle = [];
  }
  add(task) {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.next();
    });
  }
  next() {
    while (this.running < this.limit && this.queue.length) {
      const { task, resolve, reject } = this.queue.shift();
      this.running++;
      Promise.resolve()
        .then(task)
        .then((value) => {
          this.running--;
          resolve(value);
          this.next();
        }, reject);
    }
    if (this.running === 0 && this.queue.length === 0) this.idle.splice(0).forEach((r) => r());
  }
  onIdle() {
    return new Promise((resolve) => {
      this.idle.push(resolve);
      this.next();
    });
  }
}
