// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const slides = () => screen.getAllByTestId('slide');
const shown = () => slides().map((s) => !s.hidden);
const current = () => shown().indexOf(true);
const status = () => screen.getByTestId('status').textContent.replace(/\s+/g, ' ').trim();
const press = async (name) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
};
const key = async (name) => {
  const carousel = screen.getByTestId('carousel');
  carousel.focus();
  const notPrevented = fireEvent.keyDown(carousel, { key: name });
  await settle();
  return notPrevented;
};

test('shows the first slide only', () => {
  expect(shown()).toEqual([true, false, false, false]);
  expect(status()).toBe('Slide 1 of 4: Valley river');
});

test('Next shows the second slide', async () => {
  await press('Next');
  await waitFor(() => expect(shown()).toEqual([false, true, false, false]));
  expect(status()).toBe('Slide 2 of 4: Canyon');
});

test('Previous on the first slide wraps to the last', async () => {
  await press('Previous');
  await waitFor(() => expect(current()).toBe(3));
  expect(status()).toBe('Slide 4 of 4: Wildlife');
});

test('a picker shows its slide', async () => {
  await press('Go to slide 3');
  await waitFor(() => expect(current()).toBe(2));
});

test('slides are labelled with their position', () => {
  expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
  expect(slides().every((s) => s.getAttribute('aria-roledescription') === 'slide' && s.getAttribute('role') === 'group')).toBe(true);
});
