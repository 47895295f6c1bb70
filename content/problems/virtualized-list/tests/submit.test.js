// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike.
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

test('the listbox can be focused', () => {
  expect(listbox().getAttribute('tabindex')).toBe('0');
});

test('a scroll position between rows renders one more row', async () => {
  await scrollTo(3210);
  await until(() => expect(labels()).toEqual(items(98, 114)));
  expect(options().map((o) => o.getAttribute('aria-posinset'))).toEqual(items(98, 114).map((l) => l.slice(5)));
});

test('the bottom of the list stops at the last row', async () => {
  await scrollTo(LAST_TOP);
  await until(() => expect(labels()).toEqual(items(9988, 10000)));
  expect(screen.getByRole('option', { name: 'Item 10000' }).style.top).toBe(`${(COUNT - 1) * ROW}px`);
});

test('scrolling back to the top renders the first rows again', async () => {
  await scrollTo(160000);
  await until(() => expect(labels()[0]).toBe('Item 4998'));
  await scrollTo(0);
  await until(() => expect(labels()).toEqual(items(1, 13)));
});

test('never more than a screen and the overscan in the DOM', async () => {
  for (const top of [0, 15, 999, 31999, 123456, 250000, LAST_TOP]) {
    await scrollTo(top);
    const first = Math.max(0, Math.floor(top / ROW) - 3) + 1;
    await until(() => expect(labels()[0]).toBe(`Item ${first}`));
    expect(options().length).toBeLessThanOrEqual(17);
    expect(document.querySelectorAll('[role="option"]').length).toBe(options().length);
  }
});

test('the rendered rows stay in order and in place', async () => {
  await scrollTo(64000);
  await until(() => expect(labels()[0]).toBe('Item 1998'));
  options().forEach((option) => {
    const n = Number(option.getAttribute('aria-posinset'));
    expect(option.textContent.trim()).toBe(`Item ${n}`);
    expect(option.style.top).toBe(`${(n - 1) * ROW}px`);
  });
});

test('ArrowUp on the first option stays there', async () => {
  expect(await press('ArrowUp')).toBe(false);
  await settle();
  expect(activeLabel()).toBe('Item 1');
});

test('End goes to the last option and scrolls to it', async () => {
  expect(await press('End')).toBe(false);
  await until(() => expect(activeLabel()).toBe('Item 10000'));
  expect(viewport().scrollTop).toBe(LAST_TOP);
  expect(activeOption().getAttribute('aria-selected')).toBe('true');
  expect(labels()).toEqual(items(9988, 10000));
});

test('Home comes back to the top', async () => {
  await press('End');
  await until(() => expect(activeLabel()).toBe('Item 10000'));
  expect(await press('Home')).toBe(false);
  await until(() => expect(activeLabel()).toBe('Item 1'));
  expect(viewport().scrollTop).toBe(0);
  expect(labels()).toEqual(items(1, 13));
});

test('moving past the bottom edge scrolls by one row', async () => {
  for (let i = 0; i < 9; i++) await press('ArrowDown');
  await until(() => expect(activeLabel()).toBe('Item 10'));
  expect(viewport().scrollTop || 0).toBe(0);
  await press('ArrowDown');
  await until(() => expect(activeLabel()).toBe('Item 11'));
  expect(viewport().scrollTop).toBe(32);
  expect(labels()).toEqual(items(1, 14));
});

test('PageDown and PageUp move a screen at a time', async () => {
  expect(await press('PageDown')).toBe(false);
  await until(() => expect(activeLabel()).toBe('Item 11'));
  await press('PageDown');
  await until(() => expect(activeLabel()).toBe('Item 21'));
  expect(viewport().scrollTop).toBe(21 * ROW - 320);
  await press('PageUp');
  await until(() => expect(activeLabel()).toBe('Item 11'));
  expect(viewport().scrollTop).toBe(320);
  await press('PageUp');
  await press('PageUp');
  await until(() => expect(activeLabel()).toBe('Item 1'));
  expect(viewport().scrollTop).toBe(0);
});

test('a key after scrolling away brings the active option back into view', async () => {
  await press('ArrowDown');
  await until(() => expect(activeLabel()).toBe('Item 2'));
  await scrollTo(96000);
  await until(() => expect(labels()[0]).toBe('Item 2998'));
  expect(activeOption()).toBeNull();
  await press('ArrowDown');
  await until(() => expect(activeLabel()).toBe('Item 3'));
  expect(viewport().scrollTop).toBe(64);
});

test('other keys are left alone', async () => {
  expect(await press('a')).toBe(true);
  expect(await press('Tab')).toBe(true);
  expect(activeLabel()).toBe('Item 1');
});

test('a click selects an option', async () => {
  await scrollTo(3200);
  await until(() => expect(labels()[0]).toBe('Item 98'));
  fireEvent.click(screen.getByRole('option', { name: 'Item 105' }));
  await until(() => expect(activeLabel()).toBe('Item 105'));
  expect(screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  await press('ArrowDown');
  await until(() => expect(activeLabel()).toBe('Item 106'));
});
