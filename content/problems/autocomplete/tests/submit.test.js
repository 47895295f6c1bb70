// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const input = () => screen.getByRole('combobox');
const options = () => [...document.querySelectorAll('[role="option"]')];
const names = () => options().map((o) => o.textContent.trim());
const type = async (text) => {
  input().focus();
  fireEvent.input(input(), { target: { value: text } });
  await settle();
};
const key = async (name) => {
  const notPrevented = fireEvent.keyDown(input(), { key: name });
  await settle();
  return notPrevented;
};
const activeName = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent.trim() : null;
};
const noResults = () => {
  const el = screen.queryByTestId('no-results');
  return !!el && !el.hidden;
};

test('shows matching suggestions as you type', async () => {
  await type('script');
  await waitFor(() => expect(names()).toEqual(['JavaScript', 'TypeScript']));
  expect(input().getAttribute('aria-expanded')).toBe('true');
});

test('shows at most five, in list order', async () => {
  await type('a');
  await waitFor(() => expect(names()).toEqual(['JavaScript', 'Java', 'Scala', 'Dart', 'Haskell']));
});

test('ArrowDown activates the first suggestion', async () => {
  await type('script');
  await key('ArrowDown');
  await waitFor(() => expect(activeName()).toBe('JavaScript'));
  expect(options()[0].getAttribute('aria-selected')).toBe('true');
});

test('Enter selects the active suggestion', async () => {
  await type('script');
  await key('ArrowDown');
  await key('ArrowDown');
  await key('Enter');
  await waitFor(() => expect(screen.getByTestId('selection').textContent.trim()).toBe('Selected: TypeScript'));
  expect(input().value).toBe('TypeScript');
  expect(input().getAttribute('aria-expanded')).toBe('false');
});

test('a blank input shows nothing', async () => {
  await type('   ');
  expect(names()).toEqual([]);
  expect(input().getAttribute('aria-expanded')).toBe('false');
});

test('matching ignores case', async () => {
  await type('PY');
  await waitFor(() => expect(names()).toEqual(['Python']));
});

test('nothing matching shows No results and closes the list', async () => {
  await type('cobol');
  await waitFor(() => expect(noResults()).toBe(true));
  expect(names()).toEqual([]);
  expect(input().getAttribute('aria-expanded')).toBe('false');
});

test('ArrowDown wraps from the last to the first', async () => {
  await type('script');
  await key('ArrowDown');
  await key('ArrowDown');
  await key('ArrowDown');
  await waitFor(() => expect(activeName()).toBe('JavaScript'));
});

test('ArrowUp from nothing active activates the last; it wraps upwards too', async () => {
  await type('script');
  await key('ArrowUp');
  await waitFor(() => expect(activeName()).toBe('TypeScript'));
  await key('ArrowUp');
  await key('ArrowUp');
  await waitFor(() => expect(activeName()).toBe('TypeScript'));
});

test('the arrows and Enter prevent their default; focus stays in the input', async () => {
  await type('script');
  expect(await key('ArrowDown')).toBe(false);
  expect(await key('ArrowUp')).toBe(false);
  await key('ArrowDown');
  expect(await key('Enter')).toBe(false);
  expect(document.activeElement).toBe(input());
});

test('only the active option is selected', async () => {
  await type('a');
  await key('ArrowDown');
  await key('ArrowDown');
  await waitFor(() => expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false', 'false', 'false']));
});

test('no aria-activedescendant while nothing is active', async () => {
  await type('script');
  expect(input().hasAttribute('aria-activedescendant')).toBe(false);
});

test('Escape closes the list and keeps the text', async () => {
  await type('ru');
  await waitFor(() => expect(names()).toEqual(['Rust', 'Ruby']));
  await key('Escape');
  await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('false'));
  expect(input().value).toBe('ru');
  expect(names()).toEqual([]);
});

test('typing again reopens the list and clears the active option', async () => {
  await type('ru');
  await key('ArrowDown');
  await key('Escape');
  await type('rus');
  await waitFor(() => expect(names()).toEqual(['Rust']));
  expect(input().getAttribute('aria-expanded')).toBe('true');
  expect(activeName()).toBeNull();
});

test('a click on an option selects it', async () => {
  await type('ja');
  await waitFor(() => expect(names()).toEqual(['JavaScript', 'Java']));
  fireEvent.click(options()[1]);
  await waitFor(() => expect(screen.getByTestId('selection').textContent.trim()).toBe('Selected: Java'));
  expect(input().value).toBe('Java');
  expect(names()).toEqual([]);
});

test('Enter without an active option selects nothing', async () => {
  await type('ja');
  expect(await key('Enter')).toBe(true);
  expect(screen.getByTestId('selection').textContent.trim()).toBe('');
});

test('options have unique ids inside the listbox the input controls', async () => {
  await type('a');
  const ids = options().map((o) => o.id);
  expect(new Set(ids).size).toBe(5);
  expect(document.getElementById(input().getAttribute('aria-controls')).getAttribute('role')).toBe('listbox');
  expect(options().every((o) => o.closest('[role="listbox"]'))).toBe(true);
});
