class MinHeap {
  /**
   * @param {(a: any, b: any) => number} [compare] negative when a comes out first;
   *   defaults to ordering with < and >
   */
  constructor(compare) {
    // TODO: implement
  }

  /** Adds a value. */
  push(value) {
    // TODO: implement
  }

  /** Removes and returns the smallest value, or undefined when empty. */
  pop() {
    // TODO: implement
  }

  /** Returns the smallest value without removing it, or undefined when empty. */
  peek() {
    // TODO: implement
  }

  /** Returns the number of values in the heap. */
  size() {
    // TODO: implement
  }
}
