// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in
// React, Vue or Vanilla JS alike: each test mounts your app afresh and uses it as a user would.
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

test('Previous moves one page back', async () => {
  await goTo(10);
  fireEvent.click(previous());
  await waitFor(() => expect(status()).toBe('Page 9 of 10'));
  fireEvent.click(previous());
  await waitFor(() => expect(status()).toBe('Page 8 of 10'));
  expect(items()).toBe('Previous 1 … 7 8 9 10 Next');
});

test('a single skipped page is shown instead of an ellipsis', async () => {
  await goTo(2);
  await goTo(3);
  expect(items()).toBe('Previous 1 2 3 4 … 10 Next');
  await goTo(4);
  expect(items()).toBe('Previous 1 2 3 4 5 … 10 Next');
  await goTo(10);
  await goTo(9);
  await goTo(8);
  await goTo(7);
  expect(items()).toBe('Previous 1 … 6 7 8 9 10 Next');
});

test('exactly one page is aria-current; the others have no aria-current', async () => {
  await goTo(2);
  await goTo(3);
  expect(currentPages()).toEqual(['3:page']);
  expect(pageButton(2).hasAttribute('aria-current')).toBe(false);
  expect(pageButton(4).hasAttribute('aria-current')).toBe(false);
  expect(previous().hasAttribute('aria-current')).toBe(false);
});

test('clicking the current page changes nothing', async () => {
  await goTo(2);
  fireEvent.click(pageButton(2));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(status()).toBe('Page 2 of 10');
  expect(currentPages()).toEqual(['2:page']);
});

test('Next walks to the end and stops there', async () => {
  for (let n = 2; n <= 10; n += 1) {
    fireEvent.click(next());
    await waitFor(() => expect(status()).toBe(`Page ${n} of 10`));
  }
  expect(next().disabled).toBe(true);
  fireEvent.click(next());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(status()).toBe('Page 10 of 10');
});

test('the ellipsis is text, not a button; the buttons are named', () => {
  const names = within(nav())
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') || b.textContent.trim());
  expect(names).toEqual(['Previous', 'Page 1', 'Page 2', 'Page 10', 'Next']);
  for (const b of within(nav()).getAllByRole('button')) {
    expect(b.tagName).toBe('BUTTON');
  }
});

test('one page: both arrows disabled, no ellipsis', async () => {
  await setTotal('1');
  await waitFor(() => expect(status()).toBe('Page 1 of 1'));
  expect(items()).toBe('Previous 1 Next');
  expect(previous().disabled).toBe(true);
  expect(next().disabled).toBe(true);
});

test('three pages: every page, no ellipsis', async () => {
  await setTotal('3');
  await waitFor(() => expect(status()).toBe('Page 1 of 3'));
  expect(items()).toBe('Previous 1 2 3 Next');
});

test('fewer pages keep the current page within range', async () => {
  await goTo(10);
  fireEvent.click(previous());
  await waitFor(() => expect(status()).toBe('Page 9 of 10'));
  fireEvent.click(previous());
  await waitFor(() => expect(status()).toBe('Page 8 of 10'));
  await setTotal('5');
  await waitFor(() => expect(status()).toBe('Page 5 of 5'));
  expect(items()).toBe('Previous 1 … 4 5 Next');
  expect(next().disabled).toBe(true);
  expect(currentPages()).toEqual(['5:page']);
});

test('more pages keep the current page', async () => {
  await goTo(2);
  await setTotal('20');
  await waitFor(() => expect(status()).toBe('Page 2 of 20'));
  expect(items()).toBe('Previous 1 2 3 … 20 Next');
  await goTo(20, 20);
  expect(items()).toBe('Previous 1 … 19 20 Next');
});

test('a total below 1 or not a whole number is ignored', async () => {
  await goTo(2);
  await setTotal('0');
  await setTotal('');
  await setTotal('2.5');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(status()).toBe('Page 2 of 10');
  expect(items()).toBe('Previous 1 2 3 … 10 Next');
});
