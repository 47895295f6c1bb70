// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike.
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

test('the arrows cross into the previous and next months', async () => {
  await openPicker();
  await until(() => expect(focused()).toBe('Saturday, 1 March 2025'));
  await step('ArrowUp', 'Saturday, 22 February 2025');
  expect(title()).toBe('February 2025');
  expect(days()).toHaveLength(28);
  await step('ArrowDown', 'Saturday, 1 March 2025');
  await step('ArrowLeft', 'Friday, 28 February 2025');
  await step('ArrowRight', 'Saturday, 1 March 2025');
  expect(title()).toBe('March 2025');
});

test('PageDown and PageUp move by a month', async () => {
  await openPicker();
  await until(() => expect(focused()).toBe('Saturday, 1 March 2025'));
  await step('PageDown', 'Tuesday, 1 April 2025');
  expect(title()).toBe('April 2025');
  expect(days()).toHaveLength(30);
  await step('PageUp', 'Saturday, 1 March 2025');
  await step('PageUp', 'Saturday, 1 February 2025');
});

test('PageDown keeps the day in range for a shorter month', async () => {
  await openPicker();
  await until(() => expect(focused()).toBe('Saturday, 1 March 2025'));
  await step('ArrowLeft', 'Friday, 28 February 2025');
  await step('PageUp', 'Tuesday, 28 January 2025');
  for (let i = 0; i < 3; i += 1) await press('ArrowRight');
  await until(() => expect(focused()).toBe('Friday, 31 January 2025'));
  await step('PageDown', 'Friday, 28 February 2025');
});

test('Home and End go to the start and end of the week', async () => {
  await openPicker();
  await until(() => expect(focused()).toBe('Saturday, 1 March 2025'));
  await step('ArrowDown', 'Saturday, 8 March 2025');
  await step('ArrowDown', 'Saturday, 15 March 2025');
  await step('ArrowLeft', 'Friday, 14 March 2025');
  await step('Home', 'Monday, 10 March 2025');
  await step('End', 'Sunday, 16 March 2025');
  await step('End', 'Sunday, 16 March 2025');
});

test('only the focused day is in the tab order', async () => {
  await openPicker();
  await until(() => expect(focused()).toBe('Saturday, 1 March 2025'));
  await step('ArrowRight', 'Sunday, 2 March 2025');
  const tabbable = days().filter((b) => b.getAttribute('tabindex') === '0');
  expect(tabbable.map((b) => b.getAttribute('aria-label'))).toEqual(['Sunday, 2 March 2025']);
  expect(days().filter((b) => b.getAttribute('tabindex') === '-1')).toHaveLength(30);
});

test('a click on a day picks it', async () => {
  await openPicker();
  fireEvent.click(day('Monday, 17 March 2025'));
  await until(() => expect(dialog()).toBeNull());
  expect(field().value).toBe('2025-03-17');
  expect(document.activeElement).toBe(opener());
});

test('reopening shows the chosen day, focused', async () => {
  await openPicker();
  await until(() => expect(focused()).toBe('Saturday, 1 March 2025'));
  await step('PageDown', 'Tuesday, 1 April 2025');
  await step('ArrowUp', 'Tuesday, 25 March 2025');
  await step('PageDown', 'Friday, 25 April 2025');
  await press('Enter');
  await until(() => expect(dialog()).toBeNull());
  expect(field().value).toBe('2025-04-25');
  await openPicker();
  expect(title()).toBe('April 2025');
  await until(() => expect(focused()).toBe('Friday, 25 April 2025'));
});

test('Escape after browsing keeps the old value and the next open starts over', async () => {
  await openPicker();
  fireEvent.click(day('Wednesday, 5 March 2025'));
  await until(() => expect(field().value).toBe('2025-03-05'));
  await openPicker();
  await until(() => expect(focused()).toBe('Wednesday, 5 March 2025'));
  await step('PageDown', 'Saturday, 5 April 2025');
  await press('Escape');
  await until(() => expect(dialog()).toBeNull());
  expect(field().value).toBe('2025-03-05');
  await openPicker();
  expect(title()).toBe('March 2025');
  await until(() => expect(focused()).toBe('Wednesday, 5 March 2025'));
});

test('the month buttons change the month shown', async () => {
  await openPicker();
  fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  await until(() => expect(title()).toBe('April 2025'));
  expect(days()).toHaveLength(30);
  expect(day('Wednesday, 30 April 2025')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
  fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
  await until(() => expect(title()).toBe('February 2025'));
  expect(days()).toHaveLength(28);
});

test('day buttons are named with the weekday, day, month and year', async () => {
  await openPicker();
  const names = days().map((b) => b.getAttribute('aria-label'));
  expect(names[0]).toBe('Saturday, 1 March 2025');
  expect(names).toContain('Monday, 3 March 2025');
  expect(names[30]).toBe('Monday, 31 March 2025');
  expect(day('Monday, 3 March 2025').textContent.trim()).toBe('3');
});
