import React from 'react';

export default function App() {
  // TODO:
  // - show the dialog (and its backdrop) when "Delete account" is clicked; hide it at first
  // - move focus to Cancel when it opens; give focus back to "Delete account" when it closes
  // - close with Cancel, Escape (preventDefault) and a click on the backdrop itself
  // - Delete closes it and shows "Your account was deleted." in the status element
  // - trap Tab / Shift+Tab inside the dialog
  return (
    <main className="settings">
      <h1>Account settings</h1>
      <p>Deleting your account removes everything you have saved.</p>
      <button type="button" className="danger">
        Delete account
      </button>
      <p role="status" className="result" data-testid="result"></p>
      <div className="backdrop" data-testid="backdrop" hidden>
        <div
          className="dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby="dialog-title"
          aria-describedby="dialog-text"
        >
          <h2 id="dialog-title">Delete your account?</h2>
          <p id="dialog-text">This removes your progress, solutions and comments. It cannot be undone.</p>
          <div className="actions">
            <button type="button">Cancel</button>
            <button type="button" className="danger">
              Delete
            </button>
          </div>
        </div>
      </div>
    </main>
  );
}
