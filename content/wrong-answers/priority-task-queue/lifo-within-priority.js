// Wrong: keeps the waiting tasks sorted by priority and takes them with pop(), so among tasks of the
// same priority the last one added starts first (LIFO instead of FIFO).
class PriorityTaskQueue {
  constructor({ concurrency = 1 } = {}) {
    if (!(Number.isInteger(concurrency) || concurrency === Infinity) || concurrency < 1) throw new RangeError('concurrency');
    this.concurrency = concurrency;
    this.waiting = [];
    this.running = 0;
    this.paused = false;
    this.idle = [];
  }
  add(task, { priority = 0 } = {}) {
    return new Promise((resolve, reject) => {
      this.waiting.push({ task, priority, resolve, reject });
      this.waiting.sort((a, b) => a.priority - b.priority); // highest at the end
      this.next();
    });
  }
  pause() {
    this.paused = true;
  }
  resume() {
    this.paused = false;
    this.next();
  }
  onIdle() {
    if (!this.running && !this.waiting.length) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
  get size() {
    return this.waiting.length;
  }
  get pending() {
    return this.running;
  }
  next() {
    while (!this.paused && this.running < this.concurrency && this.waiting.length) {
      const { task, resolve, reject } = this.waiting.pop();
      this.running++;
      new Promise((r) => r(task()))
        .then(resolve, reject)
        .finally(() => {
          this.running--;
          this.next();
          if (!this.running && !this.waiting.length) this.idle.splice(0).forEach((f) => f());
        });
    }
  }
}
