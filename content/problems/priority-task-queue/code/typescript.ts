class PriorityTaskQueue {
  constructor({ concurrency = 1 }: { concurrency?: number } = {}) {
    throw new Error('Not implemented');
  }

  add<T>(task: () => T | PromiseLike<T>, { priority = 0 }: { priority?: number } = {}): Promise<T> {
    throw new Error('Not implemented');
  }

  pause(): void {
    throw new Error('Not implemented');
  }

  resume(): void {
    throw new Error('Not implemented');
  }

  onIdle(): Promise<void> {
    throw new Error('Not implemented');
  }

  get size(): number {
    throw new Error('Not implemented');
  }

  get pending(): number {
    throw new Error('Not implemented');
  }
}
