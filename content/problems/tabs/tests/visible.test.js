// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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
