import React from 'react';

const MIN = 0;
const MAX = 100;
const STEP = 5;

export default function App() {
  // TODO:
  // - keep the value in state (starts at 40)
  // - keys on the thumb: arrows ±STEP, PageUp/PageDown ±10 steps, Home/End to MIN/MAX,
  //   always clamped to MIN..MAX; prevent the default of the keys you handle
  // - pressing the track (main button) jumps to that point and dragging follows the pointer
  //   until it is released; the value snaps to STEP and the thumb gets focus
  // - keep aria-valuenow, aria-valuetext, the fill, the thumb and the text in step
  const value = 40;
  const percent = ((value - MIN) / (MAX - MIN)) * 100;
  return (
    <main className="settings">
      <h1>Sound settings</h1>
      <span id="volume-label" className="label">
        Volume
      </span>
      <div className="track" data-testid="track">
        <div className="fill" data-testid="fill" style={{ width: `${percent}%` }} />
        <div
          className="thumb"
          role="slider"
          tabIndex={0}
          aria-labelledby="volume-label"
          aria-valuemin={MIN}
          aria-valuemax={MAX}
          aria-valuenow={value}
          aria-valuetext={`${value}%`}
          style={{ left: `${percent}%` }}
        />
      </div>
      <p className="value" data-testid="slider-value">
        {value}%
      </p>
    </main>
  );
}
