// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
/** the list as a user reads it: "Previous 1 2 … 10 Next" */
const items = () =>
  Array.from(nav().querySelectorAll('li'))
    .map((li) => li.textContent.trim())
    .join(' ');
const status = () => screen.getByTestId('page-status').textContent.replace(/\s+/g, ' ').trim();
const pageButton = (n) => screen.getByRole('button', { name: `Page ${n}` });
const previous = () => screen.getByRole('button', { name: 'Previous' });
const next = () => screen.getByRole('button', { name: 'Next' });
const currentPages = () =>
  Array.from(nav().querySelectorAll('[aria-current]')).map((el) => `${el.textContent.trim()}:${el.getAttribute('aria-current')}`);
async function goTo(n, total = 10) {
  fireEvent.click(pageButton(n));
  await waitFor(() => expect(status()).toBe(`Page ${n} of ${total}`));
}
async function setTotal(value) {
  fireEvent.input(screen.getByLabelText('Total pages'), { target: { value } });
}

test('starts on page 1 of 10 with Previous disabled', () => {
  expect(status()).toBe('Page 1 of 10');
  expect(items()).toBe('Previous 1 2 … 10 Next');
  expect(previous().disabled).toBe(true);
  expect(next().disabled).toBe(false);
  expect(currentPages()).toEqual(['1:page']);
});

test('clicking a page button selects it', async () => {
  await goTo(2);
  expect(currentPages()).toEqual(['2:page']);
  expect(items()).toBe('Previous 1 2 3 … 10 Next');
});

test('Next moves one page on', async () => {
  fireEvent.click(next());
  await waitFor(() => expect(status()).toBe('Page 2 of 10'));
  expect(previous().disabled).toBe(false);
});

test('a page in the middle has an ellipsis on each side', async () => {
  await goTo(2);
  await goTo(3);
  await goTo(4);
  await goTo(5);
  expect(items()).toBe('Previous 1 … 4 5 6 … 10 Next');
});

test('on the last page Next is disabled', async () => {
  await goTo(10);
  expect(next().disabled).toBe(true);
  expect(previous().disabled).toBe(false);
  expect(items()).toBe('Previous 1 … 9 10 Next');
});
