// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
// short waits: a change that has not come within 200 ms is not coming
const until = (check) => waitFor(check, { timeout: 200 });
const input = () => screen.getByRole('combobox', { name: 'Frameworks' });
const listbox = () => screen.queryByRole('listbox');
const options = () => (listbox() ? within(listbox()).queryAllByRole('option').map((o) => o.textContent.trim()) : []);
/** the highlighted option's text, through aria-activedescendant */
const highlighted = () => {
  const id = input().getAttribute('aria-activedescendant');
  const el = id ? document.getElementById(id) : null;
  return el ? el.textContent.trim() : null;
};
const tags = () =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label').replace('Remove ', ''));
const type = async (value) => {
  input().focus();
  fireEvent.input(input(), { target: { value } });
  await settle();
};
const press = async (key) => {
  const notPrevented = fireEvent.keyDown(input(), { key });
  await settle();
  return notPrevented;
};
const addByTyping = async (text) => {
  await type(text);
  await until(() => expect(highlighted()).toBe(text));
  await press('Enter');
  await until(() => expect(tags()).toContain(text));
};

test('no tags and a closed list at first', () => {
  expect(tags()).toEqual([]);
  expect(listbox()).toBeNull();
  expect(input().getAttribute('aria-expanded')).toBe('false');
});

test('typing shows the matching options, case-insensitively', async () => {
  await type('RE');
  await until(() => expect(options()).toEqual(['Preact', 'React', 'Remix']));
  expect(input().getAttribute('aria-expanded')).toBe('true');
});

test('the first option is highlighted, and the arrows move the highlight', async () => {
  await type('re');
  await until(() => expect(highlighted()).toBe('Preact'));
  expect(await press('ArrowDown')).toBe(false);
  await until(() => expect(highlighted()).toBe('React'));
  expect(screen.getByRole('option', { name: 'React' }).getAttribute('aria-selected')).toBe('true');
});

test('Enter adds the highlighted option as a tag and clears the input', async () => {
  await type('re');
  await until(() => expect(highlighted()).toBe('Preact'));
  await press('ArrowDown');
  await until(() => expect(highlighted()).toBe('React'));
  expect(await press('Enter')).toBe(false);
  await until(() => expect(tags()).toEqual(['React']));
  expect(input().value).toBe('');
  expect(listbox()).toBeNull();
  expect(input().getAttribute('aria-expanded')).toBe('false');
});

test('the Remove button of a tag removes it', async () => {
  await addByTyping('Vue');
  fireEvent.click(screen.getByRole('button', { name: 'Remove Vue' }));
  await until(() => expect(tags()).toEqual([]));
});
