// The hidden tests: the visible ones and the edge cases, run on the server in React, Vue or
// Vanilla JS alike.
beforeEach(async () => {
  await mountApp();
});

const count = () => screen.getByTestId('count').textContent.trim();
const button = (name) => screen.getByRole('button', { name });
const click = async (name, times = 1) => {
  for (let i = 0; i < times; i += 1) {
    fireEvent.click(button(name));
    // one update at a time, as a person clicks
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

test('starts at 0 with Decrement disabled', () => {
  expect(count()).toBe('0');
  expect(button('Decrement').disabled).toBe(true);
});

test('Increment adds 1', async () => {
  await click('Increment');
  await waitFor(() => expect(count()).toBe('1'));
});

test('Decrement subtracts 1 and is enabled above 0', async () => {
  await click('Increment', 2);
  await waitFor(() => expect(button('Decrement').disabled).toBe(false));
  await click('Decrement');
  await waitFor(() => expect(count()).toBe('1'));
});

test('Reset sets the count back to 0', async () => {
  await click('Increment', 3);
  await click('Reset');
  await waitFor(() => expect(count()).toBe('0'));
  expect(button('Decrement').disabled).toBe(true);
});

test('counts up many times without losing a click', async () => {
  await click('Increment', 12);
  await waitFor(() => expect(count()).toBe('12'));
});

test('Decrement becomes disabled again when the count comes back to 0', async () => {
  await click('Increment');
  await waitFor(() => expect(button('Decrement').disabled).toBe(false));
  await click('Decrement');
  await waitFor(() => expect(count()).toBe('0'));
  expect(button('Decrement').disabled).toBe(true);
});

test('never goes below 0, even if Decrement is clicked while disabled', async () => {
  const decrement = button('Decrement');
  decrement.disabled = false; // as a script or an old browser might
  fireEvent.click(decrement);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await waitFor(() => expect(count()).toBe('0'));
});

test('Reset at 0 keeps 0', async () => {
  await click('Reset');
  await waitFor(() => expect(count()).toBe('0'));
  expect(button('Decrement').disabled).toBe(true);
});

test('the buttons have accessible names and the count is a polite live region', () => {
  expect(button('Increment')).toBeTruthy();
  expect(button('Decrement')).toBeTruthy();
  expect(button('Reset')).toBeTruthy();
  expect(screen.getByTestId('count').getAttribute('aria-live')).toBe('polite');
});

test('increments after a reset start from 0', async () => {
  await click('Increment', 4);
  await click('Reset');
  await click('Increment');
  await waitFor(() => expect(count()).toBe('1'));
});
