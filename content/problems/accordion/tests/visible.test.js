// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const triggers = () => screen.getAllByTestId('accordion-trigger');
const panels = () => screen.getAllByTestId('accordion-panel');
const expanded = () => triggers().map((t) => t.getAttribute('aria-expanded'));
const shown = () => panels().map((p) => !p.hasAttribute('hidden'));

test('all panels are collapsed at first', () => {
  expect(triggers()).toHaveLength(3);
  expect(expanded()).toEqual(['false', 'false', 'false']);
  expect(shown()).toEqual([false, false, false]);
});

test('clicking a header expands its panel', async () => {
  fireEvent.click(triggers()[1]);
  await waitFor(() => expect(expanded()).toEqual(['false', 'true', 'false']));
  expect(shown()).toEqual([false, true, false]);
});

test('opening a section collapses the one that was open', async () => {
  fireEvent.click(triggers()[0]);
  await waitFor(() => expect(expanded()[0]).toBe('true'));
  fireEvent.click(triggers()[2]);
  await waitFor(() => expect(expanded()).toEqual(['false', 'false', 'true']));
  expect(shown()).toEqual([false, false, true]);
});

test('ArrowDown moves focus to the next header', async () => {
  triggers()[0].focus();
  fireEvent.keyDown(triggers()[0], { key: 'ArrowDown' });
  await waitFor(() => expect(document.activeElement).toBe(triggers()[1]));
});
