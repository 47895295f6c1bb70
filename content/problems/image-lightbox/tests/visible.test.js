// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const ALTS = [
  'A river winding between green hills',
  'Red rock canyon walls under a pale sky',
  'Snow-capped peaks above a dark forest',
  'A vulture perched against a clear sky',
  'A pug wrapped in a checked blanket',
  'A waterfall pouring into a forest pool',
];
const CAPTIONS = ['The river bend', 'Canyon walls', 'Mountain range', 'Watchful bird', 'Sleepy pug', 'Forest waterfall'];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
// short waits: a page that never opens the dialog fails fast
const until = (check) => waitFor(check, { timeout: 400 });
const thumb = (i) => screen.getByRole('button', { name: ALTS[i] });
const dialog = () => screen.queryByRole('dialog');
const inDialog = (name) => within(dialog()).getByRole('button', { name });
const counter = () => within(dialog()).getByText(/^Image \d+ of \d+$/).textContent.trim();
async function open(i) {
  fireEvent.click(thumb(i));
  await until(() => expect(dialog()).not.toBeNull());
  await until(() => expect(document.activeElement).toBe(inDialog('Close')));
}
async function press(key, options = {}) {
  const notPrevented = fireEvent.keyDown(document.activeElement, { key, ...options });
  await settle();
  return notPrevented;
}

test('shows six thumbnails named by their images and no dialog', () => {
  ALTS.forEach((alt, i) => expect(thumb(i)).toBeTruthy());
  expect(dialog()).toBeNull();
});

test('a thumbnail opens a modal dialog labelled by the caption', async () => {
  await open(1);
  expect(screen.getByRole('dialog', { name: 'Canyon walls' })).toBe(dialog());
  expect(dialog().getAttribute('aria-modal')).toBe('true');
  expect(counter()).toBe('Image 2 of 6');
});

test('Next shows the following image', async () => {
  await open(1);
  fireEvent.click(inDialog('Next'));
  await until(() => expect(counter()).toBe('Image 3 of 6'));
  expect(screen.getByRole('dialog', { name: 'Mountain range' })).toBeTruthy();
});

test('Escape closes it and focus goes back to the thumbnail', async () => {
  await open(2);
  await press('Escape');
  await until(() => expect(dialog()).toBeNull());
  expect(document.activeElement).toBe(thumb(2));
});

test('focus moves to Close when it opens', async () => {
  await open(0);
  expect(document.activeElement.textContent.trim()).toBe('Close');
});
