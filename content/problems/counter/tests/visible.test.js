// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const count = () => screen.getByTestId('count').textContent.trim();
const button = (name) => screen.getByRole('button', { name });

test('starts at 0 with Decrement disabled', () => {
  expect(count()).toBe('0');
  expect(button('Decrement').disabled).toBe(true);
});

test('Increment adds 1', async () => {
  fireEvent.click(button('Increment'));
  await waitFor(() => expect(count()).toBe('1'));
});

test('Decrement subtracts 1 and is enabled above 0', async () => {
  fireEvent.click(button('Increment'));
  fireEvent.click(button('Increment'));
  await waitFor(() => expect(count()).toBe('2'));
  expect(button('Decrement').disabled).toBe(false);
  fireEvent.click(button('Decrement'));
  await waitFor(() => expect(count()).toBe('1'));
});

test('Reset sets the count back to 0', async () => {
  fireEvent.click(button('Increment'));
  await waitFor(() => expect(count()).toBe('1'));
  fireEvent.click(button('Reset'));
  await waitFor(() => expect(count()).toBe('0'));
  expect(button('Decrement').disabled).toBe(true);
});
