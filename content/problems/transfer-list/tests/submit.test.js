// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike.
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

test('moved items arrive unchecked', async () => {
  await check('HTML');
  await press('Move selected right');
  await until(() => expect(names('Chosen')[0]).toBe('HTML'));
  expect(box('HTML').checked).toBe(false);
  expect(disabled()).toEqual([false, true, true, false]);
});

test('unchecking the only checked item disables the button again', async () => {
  await check('Svelte');
  await until(() => expect(disabled()).toEqual([false, true, false, false]));
  await check('Svelte');
  await until(() => expect(disabled()).toEqual([false, true, true, false]));
});

test('"Move selected left" puts items back in their original order', async () => {
  await check('Vue', 'Node.js');
  await press('Move selected left');
  await until(() => expect(names('Chosen')).toEqual(['Svelte']));
  expect(names('Available')).toEqual(['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Vue', 'Node.js']);
  expect(heading()).toEqual(['Available (7)', 'Chosen (1)']);
});

test('items moved there and back are in their original places', async () => {
  await check('HTML', 'JavaScript');
  await press('Move selected right');
  await until(() => expect(names('Chosen')).toEqual(['HTML', 'JavaScript', 'Vue', 'Svelte', 'Node.js']));
  await check('HTML', 'JavaScript', 'Svelte');
  await press('Move selected left');
  await until(() =>
    expect(names('Available')).toEqual(['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Svelte']),
  );
  expect(names('Chosen')).toEqual(['Vue', 'Node.js']);
});

test('"Move all left" empties the right list', async () => {
  await press('Move all left');
  await until(() => expect(names('Chosen')).toEqual([]));
  expect(names('Available')).toEqual(['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Vue', 'Svelte', 'Node.js']);
  expect(heading()).toEqual(['Available (8)', 'Chosen (0)']);
  expect(disabled()).toEqual([false, true, true, true]);
});

test('moving one side leaves the checks on the other side alone', async () => {
  await check('TypeScript', 'Vue');
  await until(() => expect(disabled()).toEqual([false, false, false, false]));
  await press('Move selected right');
  await until(() => expect(names('Chosen')).toEqual(['TypeScript', 'Vue', 'Svelte', 'Node.js']));
  expect(box('Vue').checked).toBe(true);
  expect(box('TypeScript').checked).toBe(false);
  expect(disabled()).toEqual([false, true, false, false]);
});

test('"Move all right" then "Move all left" restores everything to the left in order', async () => {
  await press('Move all right');
  await until(() => expect(names('Available')).toEqual([]));
  await press('Move all left');
  await until(() => expect(names('Chosen')).toEqual([]));
  expect(names('Available')).toEqual(['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Vue', 'Svelte', 'Node.js']);
});

test('a disabled button does nothing when clicked', async () => {
  await press('Move selected right');
  await press('Move selected left');
  expect(names('Available')).toEqual(['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React']);
  expect(names('Chosen')).toEqual(['Vue', 'Svelte', 'Node.js']);
  expect(button('Move selected right').disabled).toBe(true);
});

test('checking every item of a list and moving them empties it', async () => {
  await check('Vue', 'Svelte', 'Node.js');
  await press('Move selected left');
  await until(() => expect(names('Chosen')).toEqual([]));
  expect(heading()).toEqual(['Available (8)', 'Chosen (0)']);
  expect(disabled()).toEqual([false, true, true, true]);
});
