// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
// short waits: a change that has not come within 200 ms is not coming
const until = (check) => waitFor(check, { timeout: 200 });
const field = () => screen.getByLabelText('Date');
const opener = () => screen.getByRole('button', { name: 'Choose date' });
const dialog = () => screen.queryByRole('dialog');
const title = () => document.getElementById(dialog().getAttribute('aria-labelledby')).textContent.replace(/\s+/g, ' ').trim();
const days = () => within(screen.getByRole('grid')).getAllByRole('button');
const day = (name) => screen.getByRole('button', { name });
const focused = () => document.activeElement?.getAttribute('aria-label');
const press = async (key) => {
  const notPrevented = fireEvent.keyDown(document.activeElement, { key });
  await settle();
  return notPrevented;
};
const openPicker = async () => {
  fireEvent.click(opener());
  await settle();
  expect(dialog()).not.toBeNull();
};
/** presses `key`, then waits for focus on the day named `name` */
const step = async (key, name) => {
  expect(await press(key)).toBe(false);
  await until(() => expect(focused()).toBe(name));
};

test('the picker is closed and the field empty at first', () => {
  expect(dialog()).toBeNull();
  expect(field().value).toBe('');
  expect(opener().getAttribute('aria-expanded')).toBe('false');
});

test('the button opens March 2025 with focus on its first day', async () => {
  await openPicker();
  expect(opener().getAttribute('aria-expanded')).toBe('true');
  expect(title()).toBe('March 2025');
  expect(days()).toHaveLength(31);
  await until(() => expect(focused()).toBe('Saturday, 1 March 2025'));
});

test('the arrows move by a day and by a week', async () => {
  await openPicker();
  await until(() => expect(focused()).toBe('Saturday, 1 March 2025'));
  await step('ArrowRight', 'Sunday, 2 March 2025');
  await step('ArrowDown', 'Sunday, 9 March 2025');
  await step('ArrowLeft', 'Saturday, 8 March 2025');
  await step('ArrowUp', 'Saturday, 1 March 2025');
});

test('Enter picks the focused day, closes and returns focus', async () => {
  await openPicker();
  await until(() => expect(focused()).toBe('Saturday, 1 March 2025'));
  await step('ArrowDown', 'Saturday, 8 March 2025');
  expect(await press('Enter')).toBe(false);
  await until(() => expect(dialog()).toBeNull());
  expect(field().value).toBe('2025-03-08');
  expect(document.activeElement).toBe(opener());
  expect(opener().getAttribute('aria-expanded')).toBe('false');
});

test('Escape closes without choosing and returns focus', async () => {
  await openPicker();
  await until(() => expect(focused()).toBe('Saturday, 1 March 2025'));
  expect(await press('Escape')).toBe(false);
  await until(() => expect(dialog()).toBeNull());
  expect(field().value).toBe('');
  expect(document.activeElement).toBe(opener());
});
