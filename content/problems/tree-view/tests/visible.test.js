// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
// short waits: a change that has not come within 200 ms is not coming
const until = (check) => waitFor(check, { timeout: 200 });
const tree = () => screen.getByRole('tree', { name: 'Files' });
const labelOf = (el) => el.querySelector('[data-testid="tree-label"]').textContent.trim();
/** the visible tree items, top to bottom */
const items = () => screen.queryAllByRole('treeitem');
const labels = () => items().map(labelOf);
const item = (label) => items().find((el) => labelOf(el) === label);
const focused = () => (document.activeElement?.getAttribute('role') === 'treeitem' ? labelOf(document.activeElement) : null);
const press = async (key) => {
  const notPrevented = fireEvent.keyDown(document.activeElement, { key });
  await settle();
  return notPrevented;
};
// focus moved by a click, by script or by a screen reader, then a render before the next key
const focusOn = async (label) => {
  item(label).focus();
  await settle();
};
const start = () => focusOn('Documents');
const TOP = ['Documents', 'Photos', 'Notes.md'];

test('the tree shows the closed top level with a roving tabindex', () => {
  expect(tree()).toBeTruthy();
  expect(labels()).toEqual(TOP);
  expect(items().map((el) => el.getAttribute('aria-level'))).toEqual(['1', '1', '1']);
  expect(item('Documents').getAttribute('aria-expanded')).toBe('false');
  expect(item('Notes.md').hasAttribute('aria-expanded')).toBe(false);
  expect(items().map((el) => el.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
});

test('ArrowRight opens a closed folder and keeps focus on it', async () => {
  await start();
  expect(await press('ArrowRight')).toBe(false);
  await until(() => expect(labels()).toEqual(['Documents', 'Resume.pdf', 'Letters', 'Photos', 'Notes.md']));
  expect(item('Documents').getAttribute('aria-expanded')).toBe('true');
  expect(item('Letters').getAttribute('aria-level')).toBe('2');
  expect(focused()).toBe('Documents');
});

test('ArrowDown and ArrowUp move through the visible items', async () => {
  await start();
  expect(await press('ArrowDown')).toBe(false);
  await until(() => expect(focused()).toBe('Photos'));
  await press('ArrowDown');
  await until(() => expect(focused()).toBe('Notes.md'));
  await press('ArrowUp');
  await until(() => expect(focused()).toBe('Photos'));
  expect(items().map((el) => el.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
});

test('ArrowLeft on a child moves to its parent, and again closes it', async () => {
  await start();
  await press('ArrowRight');
  await until(() => expect(item('Resume.pdf')).toBeTruthy());
  await press('ArrowRight');
  await until(() => expect(focused()).toBe('Resume.pdf'));
  expect(await press('ArrowLeft')).toBe(false);
  await until(() => expect(focused()).toBe('Documents'));
  await press('ArrowLeft');
  await until(() => expect(labels()).toEqual(TOP));
  expect(item('Documents').getAttribute('aria-expanded')).toBe('false');
});

test('Enter selects the focused item', async () => {
  await start();
  await press('ArrowDown');
  await until(() => expect(focused()).toBe('Photos'));
  expect(await press('Enter')).toBe(false);
  await until(() => expect(item('Photos').getAttribute('aria-selected')).toBe('true'));
  expect(item('Documents').getAttribute('aria-selected')).toBe('false');
});
