// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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
