describe('UndoRedoHistory', () => {
  test('starts at the initial state with nothing to undo or redo', () => {
    const history = new UndoRedoHistory('draft');
    expect(history.current).toBe('draft');
    expect(history.canUndo()).toBe(false);
    expect(history.canRedo()).toBe(false);
  });

  test('undo walks back through the pushed states', () => {
    const history = new UndoRedoHistory(1);
    history.push(2);
    history.push(3);
    expect(history.current).toBe(3);
    expect(history.undo()).toBe(2);
    expect(history.undo()).toBe(1);
    expect(history.current).toBe(1);
    expect(history.canUndo()).toBe(false);
  });

  test('redo re-applies undone states', () => {
    const history = new UndoRedoHistory('a');
    history.push('b');
    history.push('c');
    history.undo();
    history.undo();
    expect(history.canRedo()).toBe(true);
    expect(history.redo()).toBe('b');
    expect(history.redo()).toBe('c');
    expect(history.canRedo()).toBe(false);
  });

  test('a push after undo discards the redo branch', () => {
    const history = new UndoRedoHistory('a');
    history.push('b');
    history.push('c');
    history.undo();
    history.push('x');
    expect(history.canRedo()).toBe(false);
    expect(history.current).toBe('x');
    expect(history.undo()).toBe('b');
    expect(history.undo()).toBe('a');
  });

  test('keeps at most `capacity` undo steps, forgetting the oldest', () => {
    const history = new UndoRedoHistory('', 2);
    history.push('a');
    history.push('ab');
    history.push('abc');
    expect(history.undo()).toBe('ab');
    expect(history.undo()).toBe('a');
    expect(history.canUndo()).toBe(false);
  });

  test('undo with nothing to undo changes nothing and returns the current state', () => {
    const history = new UndoRedoHistory('only');
    expect(history.undo()).toBe('only');
    expect(history.undo()).toBe('only');
    expect(history.current).toBe('only');
    expect(history.canRedo()).toBe(false);
    history.push('next');
    expect(history.undo()).toBe('only');
    expect(history.undo()).toBe('only');
    expect(history.redo()).toBe('next');
  });

  test('redo with nothing to redo changes nothing and returns the current state', () => {
    const history = new UndoRedoHistory(0);
    history.push(1);
    expect(history.redo()).toBe(1);
    expect(history.current).toBe(1);
    expect(history.canUndo()).toBe(true);
    expect(history.undo()).toBe(0);
  });

  test('canUndo and canRedo follow every step', () => {
    const history = new UndoRedoHistory('a');
    const flags = () => [history.canUndo(), history.canRedo()];
    expect(flags()).toEqual([false, false]);
    history.push('b');
    expect(flags()).toEqual([true, false]);
    history.undo();
    expect(flags()).toEqual([false, true]);
    history.redo();
    expect(flags()).toEqual([true, false]);
    history.push('c');
    history.undo();
    expect(flags()).toEqual([true, true]);
    history.push('d');
    expect(flags()).toEqual([true, false]);
  });

  test('capacity 1 keeps exactly one undo step', () => {
    const history = new UndoRedoHistory('v0', 1);
    history.push('v1');
    history.push('v2');
    history.push('v3');
    expect(history.canUndo()).toBe(true);
    expect(history.undo()).toBe('v2');
    expect(history.canUndo()).toBe(false);
    expect(history.undo()).toBe('v2');
    expect(history.redo()).toBe('v3');
  });

  test('the capacity forgets the oldest steps, not the newest', () => {
    const history = new UndoRedoHistory(0, 3);
    for (let i = 1; i <= 5; i++) history.push(i);
    expect(history.undo()).toBe(4);
    expect(history.undo()).toBe(3);
    expect(history.undo()).toBe(2);
    expect(history.canUndo()).toBe(false);
    expect(history.redo()).toBe(3);
    expect(history.redo()).toBe(4);
    expect(history.redo()).toBe(5);
    expect(history.canRedo()).toBe(false);
  });

  test('the capacity still applies after undo and push', () => {
    const history = new UndoRedoHistory('a', 2);
    history.push('b');
    history.push('c');
    history.undo(); // current 'b', undoable: 'a'
    history.push('x'); // undoable: 'a', 'b'
    history.push('y'); // undoable: 'b', 'x' — 'a' is forgotten
    expect(history.undo()).toBe('x');
    expect(history.undo()).toBe('b');
    expect(history.canUndo()).toBe(false);
  });

  test('without a capacity every step is kept', () => {
    const history = new UndoRedoHistory(0);
    for (let i = 1; i <= 1000; i++) history.push(i);
    let steps = 0;
    while (history.canUndo()) {
      history.undo();
      steps++;
    }
    expect(steps).toBe(1000);
    expect(history.current).toBe(0);
  });

  test('states are stored as they are, not copied', () => {
    const first = { text: 'hello' };
    const second = { text: 'hello world' };
    const history = new UndoRedoHistory(first);
    history.push(second);
    expect(history.undo()).toBe(first);
    expect(history.redo()).toBe(second);
    expect(history.current).toBe(second);
  });

  test('falsy states, including undefined, are ordinary states', () => {
    const history = new UndoRedoHistory(null);
    history.push(0);
    history.push('');
    history.push(undefined);
    history.push(false);
    expect(history.canUndo()).toBe(true);
    expect(history.undo()).toBeUndefined();
    expect(history.undo()).toBe('');
    expect(history.undo()).toBe(0);
    expect(history.undo()).toBeNull();
    expect(history.canUndo()).toBe(false);
    expect(history.redo()).toBe(0);
    expect(history.redo()).toBe('');
    expect(history.canRedo()).toBe(true);
    expect(history.redo()).toBeUndefined();
    expect(history.canRedo()).toBe(true);
    expect(history.redo()).toBe(false);
    expect(history.canRedo()).toBe(false);
  });

  test('two histories are independent', () => {
    const a = new UndoRedoHistory('a0');
    const b = new UndoRedoHistory('b0', 1);
    a.push('a1');
    b.push('b1');
    b.push('b2');
    expect(a.undo()).toBe('a0');
    expect(b.current).toBe('b2');
    expect(b.undo()).toBe('b1');
    expect(a.redo()).toBe('a1');
    expect(b.canUndo()).toBe(false);
  });

  test('100 000 pushes with capacity 100 keep exactly 100 steps', () => {
    const history = new UndoRedoHistory(0, 100);
    for (let i = 1; i <= 100000; i++) history.push(i);
    let steps = 0;
    while (history.canUndo()) {
      history.undo();
      steps++;
    }
    expect(steps).toBe(100);
    expect(history.current).toBe(99900);
  });
});
