const countEl = document.querySelector('[data-testid="count"]');
const decrementButton = document.querySelector('[data-testid="decrement"]');
const incrementButton = document.querySelector('[data-testid="increment"]');
const resetButton = document.querySelector('[data-testid="reset"]');

// TODO: keep the count in a variable, update the page when it changes,
// wire up the three buttons, and disable "Decrement" when the count is 0.
