import React from 'react';

/** 61234 → "01:01.23" (minutes, seconds, hundredths) */
function format(ms) {
  const hundredths = Math.floor(ms / 10);
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(Math.floor(hundredths / 6000))}:${pad(Math.floor(hundredths / 100) % 60)}.${pad(hundredths % 100)}`;
}

export default function App() {
  // TODO:
  // - Start runs the stopwatch and the same button then reads Stop; Stop freezes the time,
  //   Start again continues from it. Compute the time from the clock (Date.now()), not by
  //   counting timer ticks, and redraw it while running
  // - Lap (only while running) adds a row, newest first: "Lap N", the split (time since the
  //   previous lap) and the total
  // - Reset (disabled while running or when there is nothing to reset) goes back to 00:00.00
  //   and clears the laps
  const elapsed = 0;
  const laps = [];
  return (
    <main className="stopwatch">
      <h1>Stopwatch</h1>
      <div className="time" role="timer" aria-label="Elapsed time">
        {format(elapsed)}
      </div>
      <div className="controls">
        <button type="button">Start</button>
        <button type="button" disabled>
          Lap
        </button>
        <button type="button" disabled>
          Reset
        </button>
      </div>
      <table className="laps" aria-label="Laps">
        <thead>
          <tr>
            <th scope="col">Lap</th>
            <th scope="col">Split</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {laps.map((lap) => (
            <tr key={lap.number}>
              <td>Lap {lap.number}</td>
              <td>{format(lap.split)}</td>
              <td>{format(lap.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
