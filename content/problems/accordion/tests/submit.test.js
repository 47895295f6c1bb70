// The hidden tests: the visible ones and the edge cases, run on the server in React, Vue or
// Vanilla JS alike.
beforeEach(async () => {
  await mountApp();
});

const triggers = () => screen.getAllByTestId('accordion-trigger');
const panels = () => screen.getAllByTestId('accordion-panel');
const expanded = () => triggers().map((t) => t.getAttribute('aria-expanded'));
const shown = () => panels().map((p) => !p.hasAttribute('hidden'));
const press = (element, key) => fireEvent.keyDown(element, { key });

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

test('clicking the open header collapses it', async () => {
  fireEvent.click(triggers()[1]);
  await waitFor(() => expect(expanded()[1]).toBe('true'));
  fireEvent.click(triggers()[1]);
  await waitFor(() => expect(expanded()).toEqual(['false', 'false', 'false']));
  expect(shown()).toEqual([false, false, false]);
});

test('aria-expanded and hidden stay in sync through many clicks', async () => {
  for (const index of [0, 1, 1, 2, 0, 0, 2]) {
    fireEvent.click(triggers()[index]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await waitFor(() => expect(expanded()).toEqual(['false', 'false', 'true']));
  expect(shown()).toEqual([false, false, true]);
});

test('headers are buttons in h3 headings, wired to their regions by id', () => {
  for (const [index, trigger] of triggers().entries()) {
    expect(trigger.tagName).toBe('BUTTON');
    expect(trigger.parentElement.tagName).toBe('H3');
    const panel = panels()[index];
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(trigger.id);
    expect(panel.getAttribute('role')).toBe('region');
  }
});

test('an open panel shows its content to the user', async () => {
  fireEvent.click(screen.getByRole('button', { name: /return policy/i }));
  await waitFor(() => expect(screen.getByRole('region', { name: /return policy/i })).toBeTruthy());
  expect(screen.getByRole('region', { name: /return policy/i }).textContent).toMatch(/30 days/);
});

test('ArrowDown moves focus to the next header and wraps from the last to the first', async () => {
  triggers()[1].focus();
  press(triggers()[1], 'ArrowDown');
  await waitFor(() => expect(document.activeElement).toBe(triggers()[2]));
  press(triggers()[2], 'ArrowDown');
  await waitFor(() => expect(document.activeElement).toBe(triggers()[0]));
});

test('ArrowUp moves focus to the previous header and wraps from the first to the last', async () => {
  triggers()[0].focus();
  press(triggers()[0], 'ArrowUp');
  await waitFor(() => expect(document.activeElement).toBe(triggers()[2]));
  press(triggers()[2], 'ArrowUp');
  await waitFor(() => expect(document.activeElement).toBe(triggers()[1]));
});

test('Home and End move focus to the first and the last header', async () => {
  triggers()[1].focus();
  press(triggers()[1], 'End');
  await waitFor(() => expect(document.activeElement).toBe(triggers()[2]));
  press(triggers()[2], 'Home');
  await waitFor(() => expect(document.activeElement).toBe(triggers()[0]));
});

test('the navigation keys do not scroll the page; other keys keep their default', () => {
  triggers()[0].focus();
  // fireEvent returns false when the handler called preventDefault()
  expect(press(triggers()[0], 'ArrowDown')).toBe(false);
  expect(press(document.activeElement, 'End')).toBe(false);
  expect(press(document.activeElement, 'Tab')).toBe(true);
  expect(press(document.activeElement, 'a')).toBe(true);
});

test('keyboard navigation does not open or close sections', async () => {
  triggers()[0].focus();
  press(triggers()[0], 'ArrowDown');
  press(document.activeElement, 'End');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(expanded()).toEqual(['false', 'false', 'false']);
});
