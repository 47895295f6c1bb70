const minutesInput = document.querySelector('#minutes');
const secondsInput = document.querySelector('#seconds');
const errorElement = document.querySelector('[data-testid="error"]');
const timeElement = document.querySelector('[data-testid="time"]');
const toggleButton = document.querySelector('[data-action="toggle"]');
const resetButton = document.querySelector('[data-action="reset"]');
const messageElement = document.querySelector('[data-testid="message"]');

const pad = (n) => String(n).padStart(2, '0');

// TODO:
// - Start validates the inputs (whole minutes 0-99, seconds 0-59, more than zero in all) and
//   counts down; the display shows mm:ss; Start becomes Pause, and Pause becomes Resume
// - the inputs are disabled from Start until Reset or the end
// - at zero: "00:00", "Time is up!" in the status, and the button says Start again
// - Reset stops and shows the inputs' time again
// - a refused Start explains in the alert and marks the wrong input aria-invalid="true"
