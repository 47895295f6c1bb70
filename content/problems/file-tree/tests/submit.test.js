// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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

test('nested folders open inside their parent’s group', async () => {
  await click('src');
  await click('components');
  await waitFor(() => expect(visible()).toContain('Modal.jsx'));
  expect(item('Button.jsx').closest('[role="group"]').closest('[role="treeitem"]')).toBe(item('components'));
});

test('a nested file’s path has every level', async () => {
  await click('src');
  await click('components');
  await click('Modal.jsx');
  await waitFor(() => expect(screen.getByTestId('selection').textContent.trim()).toBe('Selected: src/components/Modal.jsx'));
});

test('clicking a nested item does not toggle its ancestors', async () => {
  await click('src');
  await click('components');
  await waitFor(() => expect(item('src').getAttribute('aria-expanded')).toBe('true'));
  expect(item('components').getAttribute('aria-expanded')).toBe('true');
});

test('ArrowRight expands, then moves to the first child', async () => {
  item('src').focus();
  await key('ArrowRight');
  await waitFor(() => expect(item('src').getAttribute('aria-expanded')).toBe('true'));
  expect(focused()).toBe('src');
  await key('ArrowRight');
  await waitFor(() => expect(focused()).toBe('App.jsx'));
});

test('ArrowLeft moves to the parent, then collapses it', async () => {
  item('src').focus();
  await key('ArrowRight');
  await key('ArrowRight');
  await waitFor(() => expect(focused()).toBe('App.jsx'));
  await key('ArrowLeft');
  await waitFor(() => expect(focused()).toBe('src'));
  await key('ArrowLeft');
  await waitFor(() => expect(visible()).toEqual(['src', 'public', 'package.json']));
});

test('ArrowDown walks into expanded folders and stops at the end', async () => {
  item('src').focus();
  await key('ArrowRight');
  for (let i = 0; i < 8; i += 1) await key('ArrowDown');
  await waitFor(() => expect(focused()).toBe('package.json'));
});

test('ArrowUp goes back and stops at the top', async () => {
  item('src').focus();
  await key('ArrowDown');
  await key('ArrowUp');
  await key('ArrowUp');
  await waitFor(() => expect(focused()).toBe('src'));
});

test('Enter toggles a folder and selects a file', async () => {
  item('src').focus();
  await key('ArrowDown');
  await waitFor(() => expect(focused()).toBe('public'));
  await key('Enter');
  await waitFor(() => expect(visible()).toContain('favicon.ico'));
  await key('ArrowDown');
  await key('Enter');
  await waitFor(() => expect(screen.getByTestId('selection').textContent.trim()).toBe('Selected: public/favicon.ico'));
});

test('handled keys prevent the default, others do not', async () => {
  item('src').focus();
  expect(await key('ArrowDown')).toBe(false);
  expect(await key('x')).toBe(true);
});

test('one item is in the Tab order, and it follows focus', async () => {
  const tabbable = () => screen.getAllByTestId('item').filter((el) => el.getAttribute('tabindex') === '0').map(ownName);
  expect(tabbable()).toEqual(['src']);
  item('src').focus();
  await key('ArrowDown');
  await waitFor(() => expect(tabbable()).toEqual(['public']));
});

test('only one item is selected at a time', async () => {
  await click('package.json');
  await click('src');
  await click('index.js');
  await waitFor(() => expect(item('index.js').getAttribute('aria-selected')).toBe('true'));
  expect(item('package.json').getAttribute('aria-selected')).toBe('false');
});

test('the tree is labelled and items have their roles', () => {
  expect(screen.getByRole('tree').getAttribute('aria-label')).toBe('Files');
  expect(screen.getAllByTestId('item').every((el) => el.getAttribute('role') === 'treeitem')).toBe(true);
});
