// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
// short waits: a change that has not come within 300 ms is not coming
const until = (check) => waitFor(check, { timeout: 300 });
const list = (name) => screen.getByRole('list', { name });
const names = (name) => within(list(name)).queryAllByRole('checkbox').map((box) => box.parentElement.textContent.trim());
const box = (name) => screen.getByRole('checkbox', { name });
const button = (name) => screen.getByRole('button', { name });
const heading = (level) => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent.replace(/\s+/g, ' ').trim());
const check = async (...items) => {
  for (const item of items) fireEvent.click(box(item));
  await settle();
};
const press = async (name) => {
  fireEvent.click(button(name));
  await settle();
};
const disabled = () => ['Move all right', 'Move selected right', 'Move selected left', 'Move all left'].map((n) => button(n).disabled);

test('the lists start with five available and three chosen items', () => {
  expect(names('Available')).toEqual(['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React']);
  expect(names('Chosen')).toEqual(['Vue', 'Svelte', 'Node.js']);
  expect(heading()).toEqual(['Available (5)', 'Chosen (3)']);
});

test('with nothing checked only the "Move all" buttons are enabled', () => {
  expect(disabled()).toEqual([false, true, true, false]);
});

test('checking an item enables "Move selected right"', async () => {
  await check('CSS');
  await until(() => expect(disabled()).toEqual([false, false, true, false]));
});

test('"Move selected right" moves the checked items and updates the counts', async () => {
  await check('CSS', 'React');
  await press('Move selected right');
  await until(() => expect(names('Available')).toEqual(['HTML', 'JavaScript', 'TypeScript']));
  expect(names('Chosen')).toEqual(['CSS', 'React', 'Vue', 'Svelte', 'Node.js']);
  expect(heading()).toEqual(['Available (3)', 'Chosen (5)']);
});

test('"Move all right" empties the left list', async () => {
  await press('Move all right');
  await until(() => expect(names('Available')).toEqual([]));
  expect(names('Chosen')).toEqual(['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Vue', 'Svelte', 'Node.js']);
  expect(disabled()).toEqual([true, true, true, false]);
});
