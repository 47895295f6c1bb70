// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike.
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

test('ArrowRight on an open folder moves to its first child, on a file does nothing', async () => {
  await start();
  await press('ArrowRight');
  await until(() => expect(item('Resume.pdf')).toBeTruthy());
  await press('ArrowRight');
  await until(() => expect(focused()).toBe('Resume.pdf'));
  await press('ArrowRight');
  await settle();
  expect(focused()).toBe('Resume.pdf');
  expect(labels()).toEqual(['Documents', 'Resume.pdf', 'Letters', 'Photos', 'Notes.md']);
});

test('a nested folder opens a group one level deeper', async () => {
  await start();
  await press('ArrowRight');
  await until(() => expect(item('Letters')).toBeTruthy());
  await focusOn('Letters');
  await press('ArrowRight');
  await until(() => expect(item('Landlord.txt')).toBeTruthy());
  expect(item('Landlord.txt').getAttribute('aria-level')).toBe('3');
  const group = within(item('Letters')).getByRole('group');
  expect(within(group).getAllByRole('treeitem').map(labelOf)).toEqual(['Landlord.txt', 'Bank.txt']);
  expect(labels()).toEqual(['Documents', 'Resume.pdf', 'Letters', 'Landlord.txt', 'Bank.txt', 'Photos', 'Notes.md']);
});

test('ArrowDown walks into open folders in document order', async () => {
  await start();
  await press('ArrowRight');
  await until(() => expect(item('Resume.pdf')).toBeTruthy());
  const seen = [focused()];
  for (let i = 0; i < 4; i += 1) {
    await press('ArrowDown');
    seen.push(focused());
  }
  expect(seen).toEqual(['Documents', 'Resume.pdf', 'Letters', 'Photos', 'Notes.md']);
});

test('the arrows stop at both ends instead of wrapping', async () => {
  await start();
  await press('ArrowUp');
  await settle();
  expect(focused()).toBe('Documents');
  await press('End');
  await until(() => expect(focused()).toBe('Notes.md'));
  await press('ArrowDown');
  await settle();
  expect(focused()).toBe('Notes.md');
});

test('Home and End go to the first and last visible items', async () => {
  await start();
  await press('ArrowDown');
  await until(() => expect(focused()).toBe('Photos'));
  await press('ArrowRight');
  await until(() => expect(item('Party.jpg')).toBeTruthy());
  expect(await press('End')).toBe(false);
  await until(() => expect(focused()).toBe('Notes.md'));
  expect(await press('Home')).toBe(false);
  await until(() => expect(focused()).toBe('Documents'));
  await press('End');
  await press('ArrowUp');
  await until(() => expect(focused()).toBe('Party.jpg'));
});

test('ArrowLeft on a closed top-level folder does nothing', async () => {
  await start();
  await press('ArrowLeft');
  await settle();
  expect(focused()).toBe('Documents');
  expect(labels()).toEqual(TOP);
});

test('ArrowLeft from a deep file goes up one level at a time', async () => {
  await start();
  await press('ArrowRight');
  await until(() => expect(item('Letters')).toBeTruthy());
  await focusOn('Letters');
  await press('ArrowRight');
  await until(() => expect(item('Bank.txt')).toBeTruthy());
  await focusOn('Bank.txt');
  await press('ArrowLeft');
  await until(() => expect(focused()).toBe('Letters'));
  expect(item('Letters').getAttribute('aria-expanded')).toBe('true');
  await press('ArrowLeft');
  await until(() => expect(item('Bank.txt')).toBeUndefined());
  await press('ArrowLeft');
  await until(() => expect(focused()).toBe('Documents'));
});

test('typing a letter jumps to the next visible item starting with it, wrapping', async () => {
  await start();
  await press('n');
  await until(() => expect(focused()).toBe('Notes.md'));
  await press('D');
  await until(() => expect(focused()).toBe('Documents'));
  await press('ArrowRight');
  await until(() => expect(item('Letters')).toBeTruthy());
  await press('l');
  await until(() => expect(focused()).toBe('Letters'));
  await press('p');
  await until(() => expect(focused()).toBe('Photos'));
  await press('b');
  await settle();
  expect(focused()).toBe('Photos');
});

test('only the focused item is in the tab order', async () => {
  await start();
  await press('ArrowRight');
  await until(() => expect(item('Resume.pdf')).toBeTruthy());
  await press('End');
  await until(() => expect(focused()).toBe('Notes.md'));
  const zero = items().filter((el) => el.getAttribute('tabindex') === '0');
  expect(zero.map(labelOf)).toEqual(['Notes.md']);
  expect(items().filter((el) => el.getAttribute('tabindex') !== '0').every((el) => el.getAttribute('tabindex') === '-1')).toBe(true);
});

test('selection is single and stays when focus moves on', async () => {
  await start();
  await press('End');
  await until(() => expect(focused()).toBe('Notes.md'));
  await press('Enter');
  await until(() => expect(item('Notes.md').getAttribute('aria-selected')).toBe('true'));
  await press('Home');
  await until(() => expect(focused()).toBe('Documents'));
  expect(item('Notes.md').getAttribute('aria-selected')).toBe('true');
  await press('Enter');
  await until(() => expect(item('Documents').getAttribute('aria-selected')).toBe('true'));
  expect(items().filter((el) => el.getAttribute('aria-selected') === 'true').map(labelOf)).toEqual(['Documents']);
});

test('a click focuses and selects an item, and toggles a folder', async () => {
  fireEvent.click(item('Photos').querySelector('[data-testid="tree-label"]'));
  await until(() => expect(item('Photos').getAttribute('aria-expanded')).toBe('true'));
  expect(focused()).toBe('Photos');
  expect(item('Photos').getAttribute('aria-selected')).toBe('true');
  fireEvent.click(item('Beach.jpg').querySelector('[data-testid="tree-label"]'));
  await until(() => expect(item('Beach.jpg').getAttribute('aria-selected')).toBe('true'));
  expect(focused()).toBe('Beach.jpg');
  expect(item('Photos').getAttribute('aria-expanded')).toBe('true');
  expect(item('Photos').getAttribute('aria-selected')).toBe('false');
});
