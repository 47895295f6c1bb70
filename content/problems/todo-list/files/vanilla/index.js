const form = document.querySelector('[data-testid="new-todo-form"]');
const input = document.querySelector('[data-testid="new-todo"]');
const list = document.querySelector('[data-testid="todo-list"]');
const empty = document.querySelector('[data-testid="empty"]');
const itemsLeft = document.querySelector('[data-testid="items-left"]');
const filterButtons = document.querySelectorAll('[data-filter]');
const clearCompletedButton = document.querySelector('[data-testid="clear-completed"]');

// TODO:
// - keep the todos ({ id, text, done }) and the current filter in variables
// - add a todo on submit (trimmed, ignore empty input, then clear the input)
// - toggle, delete, filter, "N items left", "Clear completed"
// - write one render() function that updates the page from the state
//
// One item looks like this:
// <li class="todo-item" data-testid="todo-item">
//   <input type="checkbox" id="todo-1" data-testid="toggle" />
//   <label for="todo-1">Buy milk</label>
//   <button type="button" data-testid="delete" aria-label="Delete Buy milk">×</button>
// </li>
