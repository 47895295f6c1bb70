// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike.
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

test('Space opens the menu on the first item', async () => {
  await openWith(' ', 'Rename');
  expect(button().getAttribute('aria-expanded')).toBe('true');
});

test('ArrowUp opens the menu on the last item', async () => {
  await openWith('ArrowUp', 'Delete');
});

test('the arrows wrap at both ends', async () => {
  await openWith('ArrowUp', 'Delete');
  expect(await press(document.activeElement, 'ArrowDown')).toBe(false);
  await waitFor(() => expect(focused()).toBe('Rename'));
  expect(await press(document.activeElement, 'ArrowUp')).toBe(false);
  await waitFor(() => expect(focused()).toBe('Delete'));
  await press(document.activeElement, 'ArrowUp');
  await waitFor(() => expect(focused()).toBe('Archive'));
});

test('Home and End jump to the first and last items', async () => {
  await openWith('ArrowDown', 'Rename');
  expect(await press(document.activeElement, 'End')).toBe(false);
  await waitFor(() => expect(focused()).toBe('Delete'));
  expect(await press(document.activeElement, 'Home')).toBe(false);
  await waitFor(() => expect(focused()).toBe('Rename'));
});

test('Enter on an item chooses it', async () => {
  await openWith('ArrowDown', 'Rename');
  await press(document.activeElement, 'ArrowDown');
  await waitFor(() => expect(focused()).toBe('Duplicate'));
  expect(await press(document.activeElement, 'Enter')).toBe(false);
  await closed();
  expect(result()).toBe('Last action: Duplicate');
  expect(document.activeElement).toBe(button());
});

test('Space on an item chooses it', async () => {
  await openWith('ArrowUp', 'Delete');
  expect(await press(document.activeElement, ' ')).toBe(false);
  await closed();
  expect(result()).toBe('Last action: Delete');
});

test('Escape chooses nothing', async () => {
  await openWith('ArrowDown', 'Rename');
  await press(document.activeElement, 'Escape');
  await closed();
  expect(result()).toBe('');
});

test('typing a letter jumps to the next item that starts with it, wrapping', async () => {
  await openWith('ArrowDown', 'Rename');
  await press(document.activeElement, 'd');
  await waitFor(() => expect(focused()).toBe('Duplicate'));
  await press(document.activeElement, 'd');
  await waitFor(() => expect(focused()).toBe('Download'));
  await press(document.activeElement, 'D');
  await waitFor(() => expect(focused()).toBe('Delete'));
  await press(document.activeElement, 'd');
  await waitFor(() => expect(focused()).toBe('Duplicate'));
  await press(document.activeElement, 'r');
  await waitFor(() => expect(focused()).toBe('Rename'));
});

test('a letter no item starts with keeps focus where it is', async () => {
  await openWith('ArrowDown', 'Rename');
  await press(document.activeElement, 'a');
  await waitFor(() => expect(focused()).toBe('Archive'));
  await press(document.activeElement, 'z');
  await settle();
  expect(focused()).toBe('Archive');
  expect(menu()).not.toBeNull();
});

test('a mousedown outside closes the menu, one inside does not', async () => {
  fireEvent.click(button());
  await waitFor(() => expect(menu()).not.toBeNull());
  fireEvent.mouseDown(item('Download'));
  fireEvent.mouseDown(menu());
  await settle();
  expect(menu()).not.toBeNull();
  fireEvent.mouseDown(screen.getByRole('heading', { name: 'quarterly-report.pdf' }));
  await closed();
  expect(result()).toBe('');
});

test('a click on the button while open closes the menu', async () => {
  fireEvent.click(button());
  await waitFor(() => expect(menu()).not.toBeNull());
  fireEvent.click(button());
  await closed();
  expect(result()).toBe('');
});

test('Tab closes the menu and is left to the browser', async () => {
  await openWith('ArrowDown', 'Rename');
  expect(await press(document.activeElement, 'Tab')).toBe(true);
  await closed();
});

test('the menu opens again on the first item after a choice', async () => {
  await openWith('ArrowUp', 'Delete');
  await press(document.activeElement, 'ArrowUp');
  await waitFor(() => expect(focused()).toBe('Archive'));
  await press(document.activeElement, 'Enter');
  await closed();
  await openWith('ArrowDown', 'Rename');
  expect(button().getAttribute('aria-expanded')).toBe('true');
});

test('the menu is labelled by its button and the button controls it', async () => {
  fireEvent.click(button());
  await waitFor(() => expect(menu()).not.toBeNull());
  expect(menu().getAttribute('aria-labelledby')).toBe(button().id);
  expect(button().getAttribute('aria-controls')).toBe(menu().id);
  screen.getAllByRole('menuitem').forEach((el) => expect(el.getAttribute('tabindex')).toBe('-1'));
});
