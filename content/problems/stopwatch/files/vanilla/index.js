const time = document.querySelector('[data-testid="time"]');
const toggle = document.querySelector('[data-testid="toggle"]');
const lapButton = document.querySelector('[data-testid="lap"]');
const resetButton = document.querySelector('[data-testid="reset"]');
const lapRows = document.querySelector('[data-testid="laps"]');

/** 61234 → "01:01.23" (minutes, seconds, hundredths) */
function format(ms) {
  const hundredths = Math.floor(ms / 10);
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(Math.floor(hundredths / 6000))}:${pad(Math.floor(hundredths / 100) % 60)}.${pad(hundredths % 100)}`;
}

// TODO:
// - Start runs the stopwatch and the same button then reads Stop; Stop freezes the time,
//   Start again continues from it. Compute the time from the clock (Date.now()), not by
//   counting timer ticks, and redraw it while running
// - Lap (only while running) adds a row, newest first: "Lap N", the split (time since the
//   previous lap) and the total
// - Reset (disabled while running or when there is nothing to reset) goes back to 00:00.00
//   and clears the laps
