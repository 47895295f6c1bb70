class Queue {
  constructor() {
    // TODO: two arrays used as stacks (push, pop, length, last element only)
  }

  /** Adds a value at the back. */
  enqueue(value) {
    // TODO: implement
  }

  /** Removes and returns the front value, or undefined when empty. */
  dequeue() {
    // TODO: implement
  }

  /** Returns the front value without removing it, or undefined when empty. */
  peek() {
    // TODO: implement
  }

  /** Returns the number of values. */
  size() {
    // TODO: implement
  }
}
