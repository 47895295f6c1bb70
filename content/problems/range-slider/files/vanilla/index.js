const MIN = 0;
const MAX = 100;
const STEP = 5;

const track = document.querySelector('[data-testid="track"]');
const fill = document.querySelector('[data-testid="fill"]');
const thumb = document.querySelector('[role="slider"]');
const text = document.querySelector('[data-testid="slider-value"]');

// TODO:
// - keep the value in a variable (starts at 40)
// - keys on the thumb: arrows ±STEP, PageUp/PageDown ±10 steps, Home/End to MIN/MAX,
//   always clamped to MIN..MAX; prevent the default of the keys you handle
// - pressing the track (main button) jumps to that point and dragging follows the pointer
//   until it is released; the value snaps to STEP and the thumb gets focus
// - keep aria-valuenow, aria-valuetext, the fill, the thumb and the text in step
