class UndoRedoHistory<T> {
  /**
   * @param initialState the first current state
   * @param capacity maximum number of undo steps kept; the oldest is forgotten first
   */
  constructor(initialState: T, capacity: number = Infinity) {
    // TODO: implement
  }

  /** The current state. */
  get current(): T {
    // TODO: implement
    throw new Error('Not implemented');
  }

  /** Makes `state` current; the previous state becomes undoable and the redo branch is discarded. */
  push(state: T): void {
    // TODO: implement
    throw new Error('Not implemented');
  }

  /** Goes back one step (if possible) and returns the current state. */
  undo(): T {
    // TODO: implement
    throw new Error('Not implemented');
  }

  /** Goes forward one step (if possible) and returns the current state. */
  redo(): T {
    // TODO: implement
    throw new Error('Not implemented');
  }

  canUndo(): boolean {
    // TODO: implement
    throw new Error('Not implemented');
  }

  canRedo(): boolean {
    // TODO: implement
    throw new Error('Not implemented');
  }
}
