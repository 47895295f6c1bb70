import React from 'react';

export default function App() {
  // TODO: keep the count in state, wire up the three buttons,
  // and disable "Decrement" when the count is 0.
  return (
    <main className="counter">
      <h1>Counter</h1>
      <output className="count" data-testid="count" aria-live="polite">
        0
      </output>
      <div className="actions">
        <button type="button" aria-label="Decrement" data-testid="decrement">
          −
        </button>
        <button type="button" aria-label="Increment" data-testid="increment">
          +
        </button>
      </div>
      <button type="button" className="reset" data-testid="reset">
        Reset
      </button>
    </main>
  );
}
