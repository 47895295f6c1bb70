// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const button = () => screen.getByRole('button', { name: 'Actions' });
const menu = () => screen.queryByRole('menu');
const item = (name) => screen.getByRole('menuitem', { name });
const focused = () => document.activeElement?.textContent.trim();
const result = () => screen.getByTestId('result').textContent.trim();
const press = async (element, key, init = {}) => {
  const notPrevented = fireEvent.keyDown(element, { key, ...init });
  await settle();
  return notPrevented;
};
const openWith = async (key, first) => {
  button().focus();
  expect(await press(button(), key)).toBe(false);
  await waitFor(() => expect(menu()).not.toBeNull());
  await waitFor(() => expect(focused()).toBe(first));
};
const closed = async () => {
  await waitFor(() => expect(menu()).toBeNull());
  expect(button().getAttribute('aria-expanded')).toBe('false');
};

test('the menu is closed at first and the button says it has one', () => {
  expect(menu()).toBeNull();
  expect(button().getAttribute('aria-haspopup')).toBe('menu');
  expect(button().getAttribute('aria-expanded')).toBe('false');
});

test('a click opens the menu and focuses the first item', async () => {
  fireEvent.click(button());
  await waitFor(() => expect(menu()).not.toBeNull());
  expect(button().getAttribute('aria-expanded')).toBe('true');
  expect(screen.getAllByRole('menuitem')).toHaveLength(5);
  await waitFor(() => expect(document.activeElement).toBe(item('Rename')));
});

test('ArrowDown opens the menu and moves through the items', async () => {
  await openWith('ArrowDown', 'Rename');
  await press(document.activeElement, 'ArrowDown');
  await waitFor(() => expect(focused()).toBe('Duplicate'));
});

test('Escape closes the menu and gives focus back to the button', async () => {
  await openWith('Enter', 'Rename');
  expect(await press(document.activeElement, 'Escape')).toBe(false);
  await closed();
  expect(document.activeElement).toBe(button());
});

test('choosing an item reports it and closes the menu', async () => {
  fireEvent.click(button());
  await waitFor(() => expect(menu()).not.toBeNull());
  fireEvent.click(item('Archive'));
  await closed();
  expect(result()).toBe('Last action: Archive');
  expect(document.activeElement).toBe(button());
});
