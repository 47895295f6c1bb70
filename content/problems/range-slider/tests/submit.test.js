// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in
// React, Vue or Vanilla JS alike: each test mounts your app afresh and uses it as a user would.
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

test('ArrowLeft and ArrowDown take a step off; ArrowUp adds one', async () => {
  await key('ArrowLeft');
  await expectValue(35);
  expect(await key('ArrowDown')).toBe(false);
  await expectValue(30);
  await key('ArrowUp');
  await expectValue(35);
});

test('PageUp and PageDown move ten steps, clamped', async () => {
  expect(await key('PageUp')).toBe(false);
  await expectValue(90);
  await key('PageUp');
  await expectValue(100);
  await key('PageDown');
  await expectValue(50);
  await key('PageDown');
  await expectValue(0);
  await key('PageDown');
  expect(now()).toBe('0');
});

test('the value never goes below the minimum', async () => {
  expect(await key('Home')).toBe(false);
  await expectValue(0);
  await key('ArrowLeft');
  await key('ArrowDown');
  expect(now()).toBe('0');
  expect(text()).toBe('0%');
});

test('other keys are left alone', async () => {
  expect(await key('a')).toBe(true);
  expect(await key('Enter')).toBe(true);
  expect(now()).toBe('40');
});

test('the fill and the thumb follow the value', async () => {
  await key('End');
  await expectValue(100);
  expect(screen.getByTestId('fill').style.width).toBe('100%');
  expect(slider().style.left).toBe('100%');
  await key('PageDown');
  await expectValue(50);
  expect(screen.getByTestId('fill').style.width).toBe('50%');
});

test('a pointer position snaps to the nearest step', async () => {
  const track = trackAt100Wide200();
  fireEvent.pointerDown(track, { clientX: 166, button: 0 }); // 33 % of the way
  await expectValue(35);
  fireEvent.pointerUp(track, { clientX: 166 });
  fireEvent.pointerDown(track, { clientX: 164, button: 0 }); // 32 %
  await expectValue(30);
});

test('dragging follows the pointer until it is released', async () => {
  const track = trackAt100Wide200();
  fireEvent.pointerDown(track, { clientX: 200, button: 0 });
  await expectValue(50);
  fireEvent.pointerMove(track, { clientX: 260 });
  await expectValue(80);
  fireEvent.pointerMove(track, { clientX: 230 });
  await expectValue(65);
  fireEvent.pointerUp(track, { clientX: 230 });
  await settle();
  fireEvent.pointerMove(track, { clientX: 120 });
  await settle();
  expect(now()).toBe('65');
});

test('dragging past the ends of the track clamps', async () => {
  const track = trackAt100Wide200();
  fireEvent.pointerDown(track, { clientX: 200, button: 0 });
  await expectValue(50);
  fireEvent.pointerMove(track, { clientX: 20 });
  await expectValue(0);
  fireEvent.pointerMove(track, { clientX: 900 });
  await expectValue(100);
  fireEvent.pointerUp(track, { clientX: 900 });
});

test('moving the pointer without pressing changes nothing', async () => {
  const track = trackAt100Wide200();
  fireEvent.pointerMove(track, { clientX: 260 });
  await settle();
  expect(now()).toBe('40');
});

test('pressing the track focuses the slider, so the keys work next', async () => {
  const track = trackAt100Wide200();
  fireEvent.pointerDown(track, { clientX: 140, button: 0 });
  await expectValue(20);
  fireEvent.pointerUp(track, { clientX: 140 });
  expect(document.activeElement).toBe(slider());
  fireEvent.keyDown(document.activeElement, { key: 'ArrowRight' });
  await expectValue(25);
});

test('a right-click on the track changes nothing', async () => {
  const track = trackAt100Wide200();
  fireEvent.pointerDown(track, { clientX: 260, button: 2 });
  await settle();
  expect(now()).toBe('40');
});
