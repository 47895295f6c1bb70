// Wrong: push does not clear the redo stack, so after undo + a new edit, redo jumps into the
// abandoned branch.
class UndoRedoHistory {
  constructor(initialState, capacity = Infinity) {
    this.past = [];
    this.present = initialState;
    this.future = [];
    this.capacity = capacity;
  }
  get current() {
    return this.present;
  }
  push(state) {
    this.past.push(this.present);
    if (this.past.length > this.capacity) this.past.shift();
    this.present = state;
  }
  undo() {
    if (this.past.length) {
      this.future.push(this.present);
      this.present = this.past.pop();
    }
    return this.present;
  }
  redo() {
    if (this.future.length) {
      this.past.push(this.present);
      this.present = this.future.pop();
    }
    return this.present;
  }
  canUndo() {
    return this.past.length > 0;
  }
  canRedo() {
    return this.future.length > 0;
  }
}
