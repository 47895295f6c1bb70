const form = document.querySelector('form');
const sections = Array.from(form.querySelectorAll('section[data-step]'));
const indicator = Array.from(document.querySelectorAll('.steps li'));
const backButton = form.querySelector('[data-action="back"]');
const nextButton = form.querySelector('button[type="submit"]');
const done = document.querySelector('[data-testid="done"]');

// TODO:
// - show one step at a time; mark the current step in the indicator with aria-current="step"
// - Next validates the step: show each error below its input (aria-invalid, aria-describedby)
//   and focus the first invalid input, or go to the next step
// - Back returns to the previous step with everything entered kept
// - on every step change, focus the new step's heading
// - the last step's submit button reads "Create account"; it hides the form and shows the
//   "Account created" section with "Welcome, <full name>! Sign in as <username>."
form.addEventListener('submit', (event) => {
  event.preventDefault();
});
