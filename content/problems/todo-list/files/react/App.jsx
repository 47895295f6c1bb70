import React from 'react';

export default function App() {
  // TODO:
  // - keep the todos ({ id, text, done }), the input text and the current filter in state
  // - add a todo on submit (trimmed, ignore empty input, then clear the input)
  // - toggle, delete, filter, "N items left", "Clear completed"
  // - render one <li> per visible todo, or the empty message when none is visible
  return (
    <main className="todo-app">
      <h1>Todos</h1>
      <form className="new-todo" data-testid="new-todo-form">
        <label htmlFor="new-todo" className="visually-hidden">
          New todo
        </label>
        <input id="new-todo" data-testid="new-todo" placeholder="What needs to be done?" autoComplete="off" />
        <button type="submit" data-testid="add">
          Add
        </button>
      </form>

      <ul className="todo-list" data-testid="todo-list">
        {/* one item looks like this:
        <li className="todo-item" data-testid="todo-item">
          <input type="checkbox" id="todo-1" data-testid="toggle" />
          <label htmlFor="todo-1">Buy milk</label>
          <button type="button" data-testid="delete" aria-label="Delete Buy milk">×</button>
        </li> */}
      </ul>
      <p className="empty" data-testid="empty">
        Nothing to show
      </p>

      <footer className="footer">
        <span data-testid="items-left">0 items left</span>
        <div className="filters" role="group" aria-label="Filter todos">
          <button type="button" aria-pressed="true" data-testid="filter-all">
            All
          </button>
          <button type="button" aria-pressed="false" data-testid="filter-active">
            Active
          </button>
          <button type="button" aria-pressed="false" data-testid="filter-completed">
            Completed
          </button>
        </div>
        <button type="button" data-testid="clear-completed" disabled>
          Clear completed
        </button>
      </footer>
    </main>
  );
}
