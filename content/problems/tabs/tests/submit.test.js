// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const tabs = () => screen.getAllByRole('tab');
const panels = () => screen.getAllByTestId('tabpanel');
const selected = () => tabs().map((t) => t.getAttribute('aria-selected'));
const shown = () => panels().map((p) => !p.hasAttribute('hidden'));
const key = async (tab, name) => {
  tab.focus();
  const notPrevented = fireEvent.keyDown(tab, { key: name });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return notPrevented;
};

test('the first tab is selected and only its panel is shown', () => {
  expect(tabs()).toHaveLength(3);
  expect(selected()).toEqual(['true', 'false', 'false']);
  expect(shown()).toEqual([true, false, false]);
});

test('clicking a tab selects it and shows its panel', async () => {
  fireEvent.click(screen.getByRole('tab', { name: 'Solution' }));
  await waitFor(() => expect(selected()).toEqual(['false', 'true', 'false']));
  expect(shown()).toEqual([false, true, false]);
});

test('only the selected tab is in the Tab order', async () => {
  fireEvent.click(tabs()[2]);
  await waitFor(() => expect(tabs().map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']));
});

test('ArrowRight selects and focuses the next tab', async () => {
  await key(tabs()[0], 'ArrowRight');
  await waitFor(() => expect(selected()).toEqual(['false', 'true', 'false']));
  expect(document.activeElement).toBe(tabs()[1]);
});

test('tabs and panels are wired together', () => {
  tabs().forEach((tab, i) => {
    expect(tab.getAttribute('aria-controls')).toBe(panels()[i].id);
    expect(panels()[i].getAttribute('aria-labelledby')).toBe(tab.id);
  });
});

test('ArrowLeft on the first tab wraps to the last', async () => {
  await key(tabs()[0], 'ArrowLeft');
  await waitFor(() => expect(selected()).toEqual(['false', 'false', 'true']));
  expect(document.activeElement).toBe(tabs()[2]);
  expect(shown()).toEqual([false, false, true]);
});

test('ArrowRight on the last tab wraps to the first', async () => {
  fireEvent.click(tabs()[2]);
  await waitFor(() => expect(selected()[2]).toBe('true'));
  await key(tabs()[2], 'ArrowRight');
  await waitFor(() => expect(selected()).toEqual(['true', 'false', 'false']));
  expect(document.activeElement).toBe(tabs()[0]);
});

test('End and Home jump to the last and the first tab', async () => {
  await key(tabs()[0], 'End');
  await waitFor(() => expect(selected()).toEqual(['false', 'false', 'true']));
  await key(tabs()[2], 'Home');
  await waitFor(() => expect(selected()).toEqual(['true', 'false', 'false']));
  expect(document.activeElement).toBe(tabs()[0]);
});

test('handled keys prevent the default scrolling', async () => {
  expect(await key(tabs()[0], 'ArrowRight')).toBe(false);
  await waitFor(() => expect(selected()[1]).toBe('true'));
  expect(await key(tabs()[1], 'End')).toBe(false);
});

test('other keys change nothing', async () => {
  expect(await key(tabs()[0], 'a')).toBe(true);
  await key(tabs()[0], 'ArrowDown');
  expect(selected()).toEqual(['true', 'false', 'false']);
});

test('ArrowLeft steps back', async () => {
  fireEvent.click(tabs()[2]);
  await waitFor(() => expect(selected()[2]).toBe('true'));
  await key(tabs()[2], 'ArrowLeft');
  await waitFor(() => expect(selected()).toEqual(['false', 'true', 'false']));
  expect(tabs().map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
});

test('clicking the selected tab keeps it selected', async () => {
  fireEvent.click(tabs()[0]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(selected()).toEqual(['true', 'false', 'false']);
  expect(shown()).toEqual([true, false, false]);
});

test('exactly one panel is shown after many moves', async () => {
  for (const name of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'End']) {
    await key(document.activeElement.getAttribute('role') === 'tab' ? document.activeElement : tabs()[0], name);
  }
  await waitFor(() => expect(selected()).toEqual(['false', 'false', 'true']));
  expect(shown().filter(Boolean)).toHaveLength(1);
});

test('the list is labelled and the roles are in place', () => {
  const list = screen.getByRole('tablist');
  expect(list.getAttribute('aria-label')).toBeTruthy();
  expect(panels().every((p) => p.getAttribute('role') === 'tabpanel')).toBe(true);
});
