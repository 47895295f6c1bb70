class Queue<T> {
  constructor() {
    // TODO: two arrays used as stacks (push, pop, length, last element only)
  }

  /** Adds a value at the back. */
  enqueue(value: T): void {
    throw new Error('Not implemented');
  }

  /** Removes and returns the front value, or undefined when empty. */
  dequeue(): T | undefined {
    throw new Error('Not implemented');
  }

  /** Returns the front value without removing it, or undefined when empty. */
  peek(): T | undefined {
    throw new Error('Not implemented');
  }

  /** Returns the number of values. */
  size(): number {
    throw new Error('Not implemented');
  }
}
