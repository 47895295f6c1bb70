// Wrong: decides that a stack is empty by looking at the popped value, so a falsy state stops undo
// and redo, and undo on an empty history makes the current state undefined.
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
    this.future = [];
  }
  undo() {
    const previous = this.past.pop();
    if (previous || this.past.length > 0) {
      this.future.push(this.present);
    }
    this.present = previous;
    return this.present;
  }
  redo() {
    const next = this.future.pop();
    if (next) {
      this.past.push(this.present);
      this.present = next;
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
