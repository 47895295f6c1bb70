// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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

test('negative numbers', async () => {
  await type('Celsius', '-40');
  await waitFor(() => expect(field('Fahrenheit').value).toBe('-40'));
});

test('decimals in the input', async () => {
  await type('Fahrenheit', '98.6');
  await waitFor(() => expect(field('Celsius').value).toBe('37'));
});

test('the typed field keeps exactly what was typed', async () => {
  await type('Celsius', '36.60');
  await waitFor(() => expect(field('Fahrenheit').value).toBe('97.9'));
  expect(field('Celsius').value).toBe('36.60');
});

test('a lone minus sign is kept and is not a number yet', async () => {
  await type('Celsius', '-');
  await waitFor(() => expect(errorShown()).toBe(true));
  expect(field('Celsius').value).toBe('-');
  expect(field('Fahrenheit').value).toBe('');
});

test('partly numeric text is not a number', async () => {
  await type('Fahrenheit', '12x');
  await waitFor(() => expect(errorShown()).toBe(true));
  expect(field('Celsius').value).toBe('');
});

test('the invalid field is marked and described', async () => {
  await type('Fahrenheit', 'hot');
  await waitFor(() => expect(field('Fahrenheit').getAttribute('aria-invalid')).toBe('true'));
  expect(field('Fahrenheit').getAttribute('aria-describedby')).toBe('error');
  expect(field('Celsius').getAttribute('aria-invalid')).not.toBe('true');
});

test('a valid value removes the error', async () => {
  await type('Celsius', 'x');
  await waitFor(() => expect(errorShown()).toBe(true));
  await type('Celsius', '10');
  await waitFor(() => expect(field('Fahrenheit').value).toBe('50'));
  expect(errorShown()).toBe(false);
  expect(field('Celsius').getAttribute('aria-invalid')).not.toBe('true');
});

test('spaces around the number are ignored', async () => {
  await type('Celsius', '  25 ');
  await waitFor(() => expect(field('Fahrenheit').value).toBe('77'));
});

test('switching fields converts the other way', async () => {
  await type('Celsius', '0');
  await waitFor(() => expect(field('Fahrenheit').value).toBe('32'));
  await type('Fahrenheit', '212');
  await waitFor(() => expect(field('Celsius').value).toBe('100'));
});

test('no negative zero', async () => {
  await type('Fahrenheit', '31.99');
  await waitFor(() => expect(field('Celsius').value).toBe('0'));
});

test('no error before anything is typed', () => {
  expect(errorShown()).toBe(false);
  expect(field('Celsius').value).toBe('');
});
