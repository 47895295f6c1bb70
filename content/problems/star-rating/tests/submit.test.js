// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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

test('ArrowLeft and ArrowDown lower it', async () => {
  fireEvent.click(stars()[4]);
  await waitFor(() => expect(text()).toBe('5 out of 5'));
  await key(stars()[4], 'ArrowLeft');
  await waitFor(() => expect(text()).toBe('4 out of 5'));
  await key(stars()[3], 'ArrowDown');
  await waitFor(() => expect(text()).toBe('3 out of 5'));
  expect(document.activeElement).toBe(stars()[2]);
});

test('ArrowUp raises it too', async () => {
  fireEvent.click(stars()[0]);
  await waitFor(() => expect(text()).toBe('1 out of 5'));
  await key(stars()[0], 'ArrowUp');
  await waitFor(() => expect(text()).toBe('2 out of 5'));
});

test('the rating stays between 1 and 5 with the keys', async () => {
  fireEvent.click(stars()[4]);
  await waitFor(() => expect(text()).toBe('5 out of 5'));
  await key(stars()[4], 'ArrowRight');
  expect(text()).toBe('5 out of 5');
  fireEvent.click(stars()[0]);
  await waitFor(() => expect(text()).toBe('1 out of 5'));
  await key(stars()[0], 'ArrowLeft');
  expect(text()).toBe('1 out of 5');
});

test('from no rating, ArrowRight gives 1', async () => {
  await key(stars()[0], 'ArrowRight');
  await waitFor(() => expect(text()).toBe('1 out of 5'));
});

test('handled keys prevent the default; other keys do nothing', async () => {
  expect(await key(stars()[0], 'ArrowRight')).toBe(false);
  await waitFor(() => expect(text()).toBe('1 out of 5'));
  expect(await key(stars()[0], 'x')).toBe(true);
  expect(text()).toBe('1 out of 5');
});

test('only the checked star is in the Tab order', async () => {
  expect(stars().map((s) => s.getAttribute('tabindex')).join(',')).toBe('0,-1,-1,-1,-1');
  fireEvent.click(stars()[2]);
  await waitFor(() => expect(stars().map((s) => s.getAttribute('tabindex')).join(',')).toBe('-1,-1,0,-1,-1'));
});

test('after clearing, the first star is the Tab stop again', async () => {
  fireEvent.click(stars()[3]);
  await waitFor(() => expect(text()).toBe('4 out of 5'));
  fireEvent.click(stars()[3]);
  await waitFor(() => expect(text()).toBe('No rating'));
  expect(stars()[0].getAttribute('tabindex')).toBe('0');
  expect(checked()).toBe('false,false,false,false,false');
});

test('clicking a lower star lowers the rating', async () => {
  fireEvent.click(stars()[4]);
  await waitFor(() => expect(text()).toBe('5 out of 5'));
  fireEvent.click(stars()[1]);
  await waitFor(() => expect(filled()).toBe('true,true,false,false,false'));
});

test('the group and the stars are named for screen readers', () => {
  expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeTruthy();
  expect(stars().map((s) => s.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
});
