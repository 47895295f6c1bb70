import React from 'react';

const ACTIONS = ['Rename', 'Duplicate', 'Download', 'Archive', 'Delete'];

export default function App() {
  // TODO:
  // - Enter, Space or ArrowDown on the button (or a click) opens the menu and focuses the first item;
  //   ArrowUp opens it on the last item; keep aria-expanded in step
  // - in the menu: ArrowDown/ArrowUp (wrapping), Home/End, a letter jumps to the next item starting with it
  // - Escape closes and gives focus back to the button; Tab closes it; a mousedown outside closes it
  // - choosing an item (click, Enter or Space) closes the menu, focuses the button and shows
  //   "Last action: <item>" in the status element
  return (
    <main className="page">
      <h1>quarterly-report.pdf</h1>
      <div className="menu-wrapper">
        <button
          type="button"
          id="actions-button"
          className="menu-button"
          aria-haspopup="menu"
          aria-expanded="false"
          aria-controls="actions-menu"
        >
          Actions
        </button>
        <ul id="actions-menu" className="menu" role="menu" aria-labelledby="actions-button" hidden>
          {ACTIONS.map((action) => (
            <li key={action} className="menu-item" role="menuitem" tabIndex={-1}>
              {action}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="result" data-testid="result"></p>
    </main>
  );
}
