// Wrong: one array of all states plus an index, trimmed to `capacity` entries, so the current state
// uses up one of the slots and only capacity - 1 undo steps survive.
class UndoRedoHistory {
  constructor(initialState, capacity = Infinity) {
    this.states = [initialState];
    this.index = 0;
    this.capacity = capacity;
  }
  get current() {
    return this.states[this.index];
  }
  push(state) {
    this.states = this.states.slice(0, this.index + 1);
    this.states.push(state);
    if (this.states.length > this.capacity) this.states.shift();
    this.index = this.states.length - 1;
  }
  undo() {
    if (this.index > 0) this.index--;
    return this.current;
  }
  redo() {
    if (this.index < this.states.length - 1) this.index++;
    return this.current;
  }
  canUndo() {
    return this.index > 0;
  }
  canRedo() {
    return this.index < this.states.length - 1;
  }
}
