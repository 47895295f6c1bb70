// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const input = () => screen.getByRole('combobox');
const options = () => [...document.querySelectorAll('[role="option"]')];
const names = () => options().map((o) => o.textContent.trim());
const type = async (text) => {
  input().focus();
  fireEvent.input(input(), { target: { value: text } });
  await settle();
};
const key = async (name) => {
  const notPrevented = fireEvent.keyDown(input(), { key: name });
  await settle();
  return notPrevented;
};
const activeName = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent.trim() : null;
};
const noResults = () => {
  const el = screen.queryByTestId('no-results');
  return !!el && !el.hidden;
};

test('shows matching suggestions as you type', async () => {
  await type('script');
  await waitFor(() => expect(names()).toEqual(['JavaScript', 'TypeScript']));
  expect(input().getAttribute('aria-expanded')).toBe('true');
});

test('shows at most five, in list order', async () => {
  await type('a');
  await waitFor(() => expect(names()).toEqual(['JavaScript', 'Java', 'Scala', 'Dart', 'Haskell']));
});

test('ArrowDown activates the first suggestion', async () => {
  await type('script');
  await key('ArrowDown');
  await waitFor(() => expect(activeName()).toBe('JavaScript'));
  expect(options()[0].getAttribute('aria-selected')).toBe('true');
});

test('Enter selects the active suggestion', async () => {
  await type('script');
  await key('ArrowDown');
  await key('ArrowDown');
  await key('Enter');
  await waitFor(() => expect(screen.getByTestId('selection').textContent.trim()).toBe('Selected: TypeScript'));
  expect(input().value).toBe('TypeScript');
  expect(input().getAttribute('aria-expanded')).toBe('false');
});

test('a blank input shows nothing', async () => {
  await type('   ');
  expect(names()).toEqual([]);
  expect(input().getAttribute('aria-expanded')).toBe('false');
});
