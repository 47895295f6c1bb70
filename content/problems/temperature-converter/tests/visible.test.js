// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const field = (label) => screen.getByLabelText(label);
const type = async (label, value) => {
  fireEvent.input(field(label), { target: { value } });
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const errorShown = () => {
  const el = screen.queryByTestId('error');
  return !!el && !el.hidden && el.textContent.trim() === 'Enter a number';
};

test('Celsius to Fahrenheit', async () => {
  await type('Celsius', '100');
  await waitFor(() => expect(field('Fahrenheit').value).toBe('212'));
});

test('Fahrenheit to Celsius', async () => {
  await type('Fahrenheit', '32');
  await waitFor(() => expect(field('Celsius').value).toBe('0'));
});

test('rounds to one decimal', async () => {
  await type('Celsius', '37');
  await waitFor(() => expect(field('Fahrenheit').value).toBe('98.6'));
});

test('a blank field empties the other', async () => {
  await type('Celsius', '20');
  await waitFor(() => expect(field('Fahrenheit').value).toBe('68'));
  await type('Celsius', '');
  await waitFor(() => expect(field('Fahrenheit').value).toBe(''));
});

test('text that is not a number shows an error', async () => {
  await type('Celsius', 'abc');
  await waitFor(() => expect(errorShown()).toBe(true));
  expect(field('Fahrenheit').value).toBe('');
});
