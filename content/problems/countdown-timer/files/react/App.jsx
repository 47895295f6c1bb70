import React, { useState } from 'react';

const pad = (n) => String(n).padStart(2, '0');

export default function App() {
  const [minutes, setMinutes] = useState('1');
  const [seconds, setSeconds] = useState('30');
  // TODO:
  // - Start validates the inputs (whole minutes 0-99, seconds 0-59, more than zero in all) and
  //   counts down; the display shows mm:ss; Start becomes Pause, and Pause becomes Resume
  // - the inputs are disabled from Start until Reset or the end
  // - at zero: "00:00", "Time is up!" in the status, and the button says Start again
  // - Reset stops and shows the inputs' time again
  // - a refused Start explains in the alert and marks the wrong input aria-invalid="true"
  return (
    <main className="countdown">
      <h1>Countdown</h1>
      <div className="fields">
        <label htmlFor="minutes">Minutes</label>
        <input id="minutes" type="number" min="0" max="99" value={minutes} onChange={(event) => setMinutes(event.target.value)} />
        <label htmlFor="seconds">Seconds</label>
        <input id="seconds" type="number" min="0" max="59" value={seconds} onChange={(event) => setSeconds(event.target.value)} />
      </div>
      <p role="alert" id="countdown-error" className="error" data-testid="error"></p>
      <div role="timer" aria-label="Time left" className="time" data-testid="time">
        {pad(minutes)}:{pad(seconds)}
      </div>
      <div className="controls">
        <button type="button">Start</button>
        <button type="button">Reset</button>
      </div>
      <p role="status" className="message" data-testid="message"></p>
    </main>
  );
}
