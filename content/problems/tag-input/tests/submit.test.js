// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike.
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

test('the arrows wrap at both ends', async () => {
  await type('re');
  await until(() => expect(highlighted()).toBe('Preact'));
  await press('ArrowUp');
  await until(() => expect(highlighted()).toBe('Remix'));
  await press('ArrowDown');
  await until(() => expect(highlighted()).toBe('Preact'));
  const selected = screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true');
  expect(selected.map((o) => o.textContent.trim())).toEqual(['Preact']);
});

test('a click on an option adds it and gives focus back to the input', async () => {
  await type('s');
  await until(() => expect(options()).toContain('Svelte'));
  fireEvent.mouseDown(screen.getByRole('option', { name: 'Svelte' }));
  fireEvent.click(screen.getByRole('option', { name: 'Svelte' }));
  await until(() => expect(tags()).toEqual(['Svelte']));
  expect(input().value).toBe('');
  expect(listbox()).toBeNull();
  expect(document.activeElement).toBe(input());
});

test('a chosen option is no longer suggested', async () => {
  await type('re');
  await until(() => expect(highlighted()).toBe('Preact'));
  await press('ArrowDown');
  await until(() => expect(highlighted()).toBe('React'));
  await press('Enter');
  await until(() => expect(tags()).toEqual(['React']));
  await type('re');
  await until(() => expect(options()).toEqual(['Preact', 'Remix']));
  expect(highlighted()).toBe('Preact');
});

test('tags keep the order they were added in', async () => {
  await addByTyping('Vue');
  await addByTyping('Angular');
  await addByTyping('Lit');
  expect(tags()).toEqual(['Vue', 'Angular', 'Lit']);
});

test('Backspace in an empty input removes the last tag', async () => {
  await addByTyping('Vue');
  await addByTyping('Qwik');
  await press('Backspace');
  await until(() => expect(tags()).toEqual(['Vue']));
  await press('Backspace');
  await until(() => expect(tags()).toEqual([]));
  await press('Backspace');
  expect(tags()).toEqual([]);
});

test('Backspace with text in the input keeps the tags', async () => {
  await addByTyping('Vue');
  await type('A');
  await until(() => expect(listbox()).not.toBeNull());
  await press('Backspace');
  await settle();
  expect(tags()).toEqual(['Vue']);
});

test('Escape closes the list and keeps the text', async () => {
  await type('nu');
  await until(() => expect(options()).toEqual(['Nuxt']));
  expect(await press('Escape')).toBe(false);
  await until(() => expect(listbox()).toBeNull());
  expect(input().getAttribute('aria-expanded')).toBe('false');
  expect(input().value).toBe('nu');
  await press('Enter');
  await settle();
  expect(tags()).toEqual([]);
});

test('ArrowDown in an empty input opens every option not chosen yet', async () => {
  await addByTyping('Ember');
  await press('ArrowDown');
  await until(() => expect(options()).toHaveLength(12));
  expect(options()).not.toContain('Ember');
  expect(highlighted()).toBe('Angular');
  expect(input().getAttribute('aria-expanded')).toBe('true');
});

test('text that matches nothing shows no list, and Enter adds nothing', async () => {
  await type('xyz');
  await settle();
  expect(listbox()).toBeNull();
  expect(input().getAttribute('aria-expanded')).toBe('false');
  await press('Enter');
  await settle();
  expect(tags()).toEqual([]);
  expect(input().value).toBe('xyz');
});

test('removing a tag makes it a suggestion again and focuses the input', async () => {
  await addByTyping('Solid');
  fireEvent.click(screen.getByRole('button', { name: 'Remove Solid' }));
  await until(() => expect(tags()).toEqual([]));
  expect(document.activeElement).toBe(input());
  await type('sol');
  await until(() => expect(options()).toEqual(['Solid']));
});

test('the listbox is the one the combobox controls, and options have ids', async () => {
  await type('a');
  await until(() => expect(listbox()).not.toBeNull());
  expect(input().getAttribute('aria-controls')).toBe(listbox().id);
  const ids = screen.getAllByRole('option').map((o) => o.id);
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});
