import React from 'react';

const DURATION = 5000; // ms a toast stays on screen
const MAX_TOASTS = 3;

// One toast's markup. TODO: dismiss it after DURATION ms, pausing while the pointer is over
// it or focus is inside it (and resuming with the time that was left); Dismiss removes it.
function Toast({ kind, message }) {
  return (
    <div className="toast" data-testid="toast" data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <p className="toast-message" data-testid="toast-message">
        {message}
      </p>
      <button type="button" className="toast-close" aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}

export default function App() {
  // TODO:
  // - keep the toasts in state; "Show success" adds "Changes saved #N", "Show error" adds
  //   "Upload failed #N" (N counts every toast made so far, from 1)
  // - newest at the bottom; at most MAX_TOASTS: adding one more removes the oldest
  return (
    <main className="demo">
      <h1>Notifications</h1>
      <div className="actions">
        <button type="button">Show success</button>
        <button type="button">Show error</button>
      </div>
      <section className="toasts" aria-label="Notifications">
        {/* <Toast kind="success" message="Changes saved #1" /> */}
      </section>
    </main>
  );
}
