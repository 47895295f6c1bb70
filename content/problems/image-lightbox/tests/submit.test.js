// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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

test('the large image is the one that was clicked', async () => {
  await open(4);
  expect(within(dialog()).getByRole('img', { name: ALTS[4] })).toBeTruthy();
  expect(counter()).toBe('Image 5 of 6');
});

test('Next shows the following image', async () => {
  await open(1);
  fireEvent.click(inDialog('Next'));
  await until(() => expect(counter()).toBe('Image 3 of 6'));
  expect(screen.getByRole('dialog', { name: 'Mountain range' })).toBeTruthy();
  expect(within(dialog()).getByRole('img', { name: ALTS[2] })).toBeTruthy();
});

test('Previous on the first image wraps to the last', async () => {
  await open(0);
  fireEvent.click(inDialog('Previous'));
  await until(() => expect(counter()).toBe('Image 6 of 6'));
  expect(screen.getByRole('dialog', { name: CAPTIONS[5] })).toBeTruthy();
});

test('Next on the last image wraps to the first', async () => {
  await open(5);
  fireEvent.click(inDialog('Next'));
  await until(() => expect(counter()).toBe('Image 1 of 6'));
  expect(screen.getByRole('dialog', { name: CAPTIONS[0] })).toBeTruthy();
});

test('ArrowRight and ArrowLeft move and prevent the default', async () => {
  await open(3);
  expect(await press('ArrowRight')).toBe(false);
  await until(() => expect(counter()).toBe('Image 5 of 6'));
  expect(await press('ArrowLeft')).toBe(false);
  await until(() => expect(counter()).toBe('Image 4 of 6'));
  await press('ArrowLeft');
  await press('ArrowLeft');
  await press('ArrowLeft');
  await press('ArrowLeft');
  await until(() => expect(counter()).toBe('Image 6 of 6'));
});

test('other keys change nothing', async () => {
  await open(2);
  expect(await press('a')).toBe(true);
  await press('ArrowDown');
  expect(counter()).toBe('Image 3 of 6');
  expect(dialog()).not.toBeNull();
});

test('Escape closes it, prevents the default and gives focus back', async () => {
  await open(2);
  expect(await press('Escape')).toBe(false);
  await until(() => expect(dialog()).toBeNull());
  expect(document.activeElement).toBe(thumb(2));
});

test('Close closes it and gives focus back', async () => {
  await open(3);
  fireEvent.click(inDialog('Close'));
  await until(() => expect(dialog()).toBeNull());
  expect(document.activeElement).toBe(thumb(3));
});

test('focus returns to the opener, not to the image shown last', async () => {
  await open(1);
  fireEvent.click(inDialog('Next'));
  fireEvent.click(inDialog('Next'));
  await until(() => expect(counter()).toBe('Image 4 of 6'));
  inDialog('Close').focus();
  await press('Escape');
  await until(() => expect(dialog()).toBeNull());
  expect(document.activeElement).toBe(thumb(1));
});

test('Tab on Close wraps to Previous', async () => {
  await open(0);
  expect(await press('Tab')).toBe(false);
  expect(document.activeElement).toBe(inDialog('Previous'));
});

test('Shift+Tab on Previous wraps to Close', async () => {
  await open(0);
  inDialog('Previous').focus();
  expect(await press('Tab', { shiftKey: true })).toBe(false);
  expect(document.activeElement).toBe(inDialog('Close'));
});

test('Tab between the buttons is left to the browser', async () => {
  await open(0);
  inDialog('Previous').focus();
  expect(await press('Tab')).toBe(true);
  inDialog('Close').focus();
  expect(await press('Tab', { shiftKey: true })).toBe(true);
});

test('it opens again on another image after closing', async () => {
  await open(0);
  await press('Escape');
  await until(() => expect(dialog()).toBeNull());
  await open(5);
  expect(screen.getByRole('dialog', { name: 'Forest waterfall' })).toBeTruthy();
  expect(counter()).toBe('Image 6 of 6');
});
