const LENGTH = 6;
const form = document.querySelector('[data-testid="otp-form"]');
const verify = form.querySelector('button[type="submit"]');
const status = document.querySelector('[role="status"]');

const boxes = Array.from({ length: LENGTH }, (_, index) => {
  const input = document.createElement('input');
  input.type = 'text';
  input.inputMode = 'numeric';
  input.setAttribute('inputmode', 'numeric');
  input.setAttribute('aria-label', `Digit ${index + 1} of ${LENGTH}`);
  input.setAttribute('autocomplete', index === 0 ? 'one-time-code' : 'off');
  return input;
});
document.querySelector('[data-testid="boxes"]').append(...boxes);

// TODO:
// - keep the six digits in an array; only digits may go in (anything else is ignored)
// - typing a digit moves focus to the next box; several digits at once (autofill) spread on
// - Backspace clears the box, or on an empty box clears the previous one and moves there
// - ArrowLeft / ArrowRight move between boxes; pasting a code fills the boxes from that one
// - Verify is enabled only when all six are filled; submitting shows "Submitted code 123456"
