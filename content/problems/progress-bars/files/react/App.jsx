import React from 'react';

const DURATION = 2000; // ms for one bar to go from 0 to 100
const MAX_FILLING = 3; // bars filling at the same time

export default function App() {
  // TODO:
  // - keep the bars in state; "Add" appends one at 0
  // - a bar fills from 0 to 100 in DURATION ms; at most MAX_FILLING fill at a time,
  //   the others wait (at 0) and start in the order they were added
  // - stop every timer when no bar is filling
  //
  // One bar looks like this:
  // <div className="bar" role="progressbar" aria-label="Bar 1"
  //      aria-valuemin="0" aria-valuemax="100" aria-valuenow="40">
  //   <div className="bar-fill" style={{ width: '40%' }} />
  // </div>
  return (
    <main className="uploads">
      <h1>Progress bars</h1>
      <button type="button" className="add">
        Add
      </button>
      <div className="bars" data-testid="bars"></div>
    </main>
  );
}
