class MinHeap<T> {
  /** @param compare negative when a comes out first; defaults to ordering with < and > */
  constructor(compare?: (a: T, b: T) => number) {
    // TODO: implement
  }

  /** Adds a value. */
  push(value: T): void {
    throw new Error('Not implemented');
  }

  /** Removes and returns the smallest value, or undefined when empty. */
  pop(): T | undefined {
    throw new Error('Not implemented');
  }

  /** Returns the smallest value without removing it, or undefined when empty. */
  peek(): T | undefined {
    throw new Error('Not implemented');
  }

  /** Returns the number of values in the heap. */
  size(): number {
    throw new Error('Not implemented');
  }
}
