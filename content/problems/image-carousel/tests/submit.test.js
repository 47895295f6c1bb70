// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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

test('Next on the last slide wraps to the first', async () => {
  await press('Go to slide 4');
  await press('Next');
  await waitFor(() => expect(current()).toBe(0));
  expect(status()).toBe('Slide 1 of 4: Valley river');
});

test('only the current picker is marked current', async () => {
  const marks = () => [1, 2, 3, 4].map((n) => screen.getByRole('button', { name: `Go to slide ${n}` }).getAttribute('aria-current'));
  await waitFor(() => expect(marks()).toEqual(['true', null, null, null]));
  await press('Next');
  await waitFor(() => expect(marks()).toEqual([null, 'true', null, null]));
});

test('ArrowRight and ArrowLeft move, and prevent the default', async () => {
  expect(await key('ArrowRight')).toBe(false);
  await waitFor(() => expect(current()).toBe(1));
  expect(await key('ArrowLeft')).toBe(false);
  await waitFor(() => expect(current()).toBe(0));
});

test('ArrowLeft wraps too', async () => {
  await key('ArrowLeft');
  await waitFor(() => expect(current()).toBe(3));
});

test('other keys do nothing', async () => {
  expect(await key('Enter')).toBe(true);
  expect(current()).toBe(0);
});

test('only the current image loads eagerly', async () => {
  const loading = () => slides().map((s) => s.querySelector('img').getAttribute('loading'));
  await waitFor(() => expect(loading()).toEqual(['eager', 'lazy', 'lazy', 'lazy']));
  await press('Go to slide 2');
  await waitFor(() => expect(loading()).toEqual(['lazy', 'eager', 'lazy', 'lazy']));
});

test('a full round trip with Next comes back to the start', async () => {
  for (let i = 0; i < 4; i += 1) await press('Next');
  await waitFor(() => expect(current()).toBe(0));
});

test('exactly one slide is shown after many moves', async () => {
  await press('Next');
  await press('Go to slide 4');
  await press('Previous');
  await key('ArrowLeft');
  await waitFor(() => expect(current()).toBe(1));
  expect(shown().filter(Boolean)).toHaveLength(1);
});

test('the status is a polite live region and images keep their alt text', () => {
  expect(screen.getByTestId('status').getAttribute('aria-live')).toBe('polite');
  expect(slides()[1].querySelector('img').getAttribute('alt')).toBe('Red rock canyon under a blue sky');
});
