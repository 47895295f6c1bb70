// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ownName = (item) => item.querySelector('span')?.textContent.trim() ?? item.firstChild.textContent.trim();
const isVisible = (el) => {
  for (let node = el; node; node = node.parentElement) if (node.hidden) return false;
  return true;
};
const visible = () => screen.getAllByTestId('item').filter(isVisible).map(ownName);
const item = (name) => screen.getAllByTestId('item').find((el) => ownName(el) === name && isVisible(el));
const click = async (name) => {
  fireEvent.click(item(name).querySelector('span') ?? item(name));
  await settle();
};
const key = async (name) => {
  const target = document.activeElement?.getAttribute('role') === 'treeitem' ? document.activeElement : item('src');
  const notPrevented = fireEvent.keyDown(target, { key: name });
  await settle();
  return notPrevented;
};
const focused = () => (document.activeElement?.getAttribute('role') === 'treeitem' ? ownName(document.activeElement) : null);

test('only the top level is visible at first', () => {
  expect(visible()).toEqual(['src', 'public', 'package.json']);
  expect(item('src').getAttribute('aria-expanded')).toBe('false');
  expect(item('package.json').hasAttribute('aria-expanded')).toBe(false);
});

test('clicking a folder expands it', async () => {
  await click('src');
  await waitFor(() => expect(visible()).toEqual(['src', 'App.jsx', 'components', 'index.js', 'public', 'package.json']));
  expect(item('src').getAttribute('aria-expanded')).toBe('true');
});

test('clicking an expanded folder collapses it', async () => {
  await click('src');
  await click('src');
  await waitFor(() => expect(visible()).toEqual(['src', 'public', 'package.json']));
});

test('clicking a file selects it with its path', async () => {
  await click('src');
  await click('App.jsx');
  await waitFor(() => expect(screen.getByTestId('selection').textContent.trim()).toBe('Selected: src/App.jsx'));
  expect(item('App.jsx').getAttribute('aria-selected')).toBe('true');
});

test('ArrowDown moves to the next visible item', async () => {
  item('src').focus();
  await key('ArrowDown');
  await waitFor(() => expect(focused()).toBe('public'));
});
