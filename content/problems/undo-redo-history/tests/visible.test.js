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
});
