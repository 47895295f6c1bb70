// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const stars = () => screen.getAllByTestId('star');
const filled = () => stars().map((s) => s.getAttribute('data-filled')).join(',');
const checked = () => stars().map((s) => s.getAttribute('aria-checked')).join(',');
const text = () => screen.getByTestId('rating-text').textContent.trim();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const key = async (star, name) => {
  star.focus();
  const notPrevented = fireEvent.keyDown(star, { key: name });
  await settle();
  return notPrevented;
};

test('starts with no rating', () => {
  expect(stars()).toHaveLength(5);
  expect(filled()).toBe('false,false,false,false,false');
  expect(text()).toBe('No rating');
});

test('clicking the third star rates 3', async () => {
  fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
  await waitFor(() => expect(filled()).toBe('true,true,true,false,false'));
  expect(text()).toBe('3 out of 5');
});

test('the clicked star is the checked one', async () => {
  fireEvent.click(stars()[3]);
  await waitFor(() => expect(checked()).toBe('false,false,false,true,false'));
});

test('clicking the current star clears the rating', async () => {
  fireEvent.click(stars()[1]);
  await waitFor(() => expect(text()).toBe('2 out of 5'));
  fireEvent.click(stars()[1]);
  await waitFor(() => expect(text()).toBe('No rating'));
  expect(filled()).toBe('false,false,false,false,false');
});

test('ArrowRight raises the rating and moves focus', async () => {
  fireEvent.click(stars()[1]);
  await waitFor(() => expect(text()).toBe('2 out of 5'));
  await key(stars()[1], 'ArrowRight');
  await waitFor(() => expect(text()).toBe('3 out of 5'));
  expect(document.activeElement).toBe(stars()[2]);
});
