// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const until = (assertion) => waitFor(assertion, { timeout: 500 });
// the geometry the statement fixes: 10,000 rows of 32 px in a 320 px viewport, 3 rows of overscan
const COUNT = 10000;
const ROW = 32;
const LAST_TOP = COUNT * ROW - 320;
const listbox = () => screen.getByRole('listbox', { name: 'Items' });
const viewport = () => screen.getByTestId('viewport');
const options = () => within(listbox()).queryAllByRole('option');
const labels = () => options().map((o) => o.textContent.trim());
const items = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => `Item ${from + i}`);
/** what a user's scroll does: the viewport's scrollTop changes, then `scroll` fires */
const scrollTo = async (top) => {
  viewport().scrollTop = top;
  fireEvent.scroll(viewport());
  await settle();
};
const press = async (key) => {
  const notPrevented = fireEvent.keyDown(listbox(), { key });
  await settle();
  return notPrevented;
};
const activeOption = () => {
  const id = listbox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const activeLabel = () => activeOption()?.textContent.trim() ?? null;

test('only the first screen of rows and the overscan are rendered', () => {
  expect(labels()).toEqual(items(1, 13));
});

test('each option knows the size of the whole list', () => {
  const first = options()[0];
  expect(first.getAttribute('aria-setsize')).toBe('10000');
  expect(first.getAttribute('aria-posinset')).toBe('1');
  expect(options()[12].getAttribute('aria-posinset')).toBe('13');
});

test('scrolling renders the rows in view', async () => {
  await scrollTo(3200);
  await until(() => expect(labels()).toEqual(items(98, 113)));
});

test('rows are placed by their index in a spacer as tall as the list', async () => {
  expect(screen.getByTestId('spacer').style.height).toBe('320000px');
  await scrollTo(3200);
  await until(() => expect(labels()[0]).toBe('Item 98'));
  const row = screen.getByRole('option', { name: 'Item 101' });
  expect(row.style.top).toBe('3200px');
  expect(row.style.position).toBe('absolute');
});

test('ArrowDown moves the active option', async () => {
  expect(activeLabel()).toBe('Item 1');
  expect(await press('ArrowDown')).toBe(false);
  await until(() => expect(activeLabel()).toBe('Item 2'));
  expect(activeOption().getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('option', { name: 'Item 1' }).getAttribute('aria-selected')).toBe('false');
});
