// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const slider = () => screen.getByRole('slider', { name: 'Volume' });
const now = () => slider().getAttribute('aria-valuenow');
const text = () => screen.getByTestId('slider-value').textContent.trim();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function key(name) {
  slider().focus();
  const notPrevented = fireEvent.keyDown(slider(), { key: name });
  await settle();
  return notPrevented;
}
/** there is no layout in the judge: the track says it is 200 px wide, starting at x = 100 */
function trackAt100Wide200() {
  const track = screen.getByTestId('track');
  track.getBoundingClientRect = () => ({ left: 100, right: 300, width: 200, top: 0, bottom: 8, height: 8, x: 100, y: 0 });
  return track;
}
async function expectValue(value) {
  await waitFor(() => expect(now()).toBe(String(value)));
  expect(slider().getAttribute('aria-valuetext')).toBe(`${value}%`);
  expect(text()).toBe(`${value}%`);
}

test('a named slider from 0 to 100 at 40, in the Tab order', () => {
  expect(slider().getAttribute('aria-valuemin')).toBe('0');
  expect(slider().getAttribute('aria-valuemax')).toBe('100');
  expect(now()).toBe('40');
  expect(slider().getAttribute('aria-valuetext')).toBe('40%');
  expect(slider().getAttribute('tabindex')).toBe('0');
  expect(text()).toBe('40%');
});

test('ArrowRight adds a step of 5', async () => {
  expect(await key('ArrowRight')).toBe(false);
  await expectValue(45);
});

test('Home and End go to the ends', async () => {
  await key('End');
  await expectValue(100);
  await key('Home');
  await expectValue(0);
});

test('the value never goes past the maximum', async () => {
  await key('End');
  await expectValue(100);
  await key('ArrowRight');
  await key('ArrowUp');
  expect(now()).toBe('100');
});

test('pressing the track jumps to that point', async () => {
  const track = trackAt100Wide200();
  fireEvent.pointerDown(track, { clientX: 200, button: 0 });
  await expectValue(50);
});
