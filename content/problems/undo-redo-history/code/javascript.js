class UndoRedoHistory {
  /**
   * @param {*} initialState the first current state
   * @param {number} [capacity=Infinity] maximum number of undo steps kept; the oldest is forgotten first
   */
  constructor(initialState, capacity = Infinity) {
    // TODO: implement
  }

  /** The current state. */
  get current() {
    // TODO: implement
  }

  /** Makes `state` current; the previous state becomes undoable and the redo branch is discarded. */
  push(state) {
    // TODO: implement
  }

  /** Goes back one step (if possible) and returns the current state. */
  undo() {
    // TODO: implement
  }

  /** Goes forward one step (if possible) and returns the current state. */
  redo() {
    // TODO: implement
  }

  /** @return {boolean} */
  canUndo() {
    // TODO: implement
  }

  /** @return {boolean} */
  canRedo() {
    // TODO: implement
  }
}
