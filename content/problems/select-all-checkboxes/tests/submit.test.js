// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const box = (label) => screen.getByLabelText(label);
const all = () => screen.getByLabelText('Select all');
const count = () => screen.getByTestId('count').textContent.replace(/\s+/g, ' ').trim();
const click = async (label) => {
  fireEvent.click(box(label));
  await settle();
};
const LABELS = ['Replies to my comments', 'Likes on my solutions', 'Contest reminders', 'Weekly digest', 'Product news'];
const state = () => [all().checked, !!all().indeterminate];

test('nothing is selected at first', () => {
  expect(LABELS.map((l) => box(l).checked)).toEqual([false, false, false, false, false]);
  expect(state()).toEqual([false, false]);
  expect(count()).toBe('0 of 5 selected');
});

test('one item makes Select all indeterminate', async () => {
  await click('Weekly digest');
  await waitFor(() => expect(state()).toEqual([false, true]));
  expect(count()).toBe('1 of 5 selected');
});

test('Select all checks every item', async () => {
  await click('Select all');
  await waitFor(() => expect(LABELS.every((l) => box(l).checked)).toBe(true));
  expect(state()).toEqual([true, false]);
});

test('Select all again unchecks every item', async () => {
  await click('Select all');
  await click('Select all');
  await waitFor(() => expect(LABELS.some((l) => box(l).checked)).toBe(false));
  expect(count()).toBe('0 of 5 selected');
});

test('the bulk action is disabled with nothing selected', () => {
  expect(screen.getByRole('button', { name: 'Turn off selected' }).disabled).toBe(true);
});

test('from indeterminate, Select all checks all', async () => {
  await click('Likes on my solutions');
  await click('Select all');
  await waitFor(() => expect(state()).toEqual([true, false]));
  expect(count()).toBe('5 of 5 selected');
});

test('checking every item by hand checks Select all', async () => {
  for (const label of LABELS) await click(label);
  await waitFor(() => expect(state()).toEqual([true, false]));
});

test('unchecking one item after all makes it indeterminate again', async () => {
  await click('Select all');
  await click('Contest reminders');
  await waitFor(() => expect(state()).toEqual([false, true]));
  expect(count()).toBe('4 of 5 selected');
});

test('items toggle independently', async () => {
  await click('Replies to my comments');
  await click('Product news');
  await click('Replies to my comments');
  await waitFor(() => expect(LABELS.map((l) => box(l).checked)).toEqual([false, false, false, false, true]));
});

test('turning off removes the selected items', async () => {
  await click('Likes on my solutions');
  await click('Product news');
  fireEvent.click(screen.getByRole('button', { name: 'Turn off selected' }));
  await settle();
  await waitFor(() => expect(screen.queryByLabelText('Product news')).toBeNull());
  expect(screen.queryByLabelText('Likes on my solutions')).toBeNull();
  expect(count()).toBe('0 of 3 selected');
  expect(state()).toEqual([false, false]);
});

test('turning everything off shows the empty state and disables Select all', async () => {
  await click('Select all');
  fireEvent.click(screen.getByRole('button', { name: 'Turn off selected' }));
  await settle();
  await waitFor(() => expect(screen.getByText('No notifications')).toBeTruthy());
  expect(all().disabled).toBe(true);
  expect(all().checked).toBe(false);
  expect(count()).toBe('0 of 0 selected');
});

test('the bulk action enables as soon as one item is selected', async () => {
  await click('Contest reminders');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off selected' }).disabled).toBe(false));
});

test('after removing some, Select all covers only what is left', async () => {
  await click('Weekly digest');
  fireEvent.click(screen.getByRole('button', { name: 'Turn off selected' }));
  await settle();
  await click('Select all');
  await waitFor(() => expect(count()).toBe('4 of 4 selected'));
  expect(state()).toEqual([true, false]);
});

test('every checkbox has a label', () => {
  for (const label of [...LABELS, 'Select all']) expect(box(label).type).toBe('checkbox');
});
