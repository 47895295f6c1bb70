// Runs against your files in the judge, in React, Vue or Vanilla JS alike, on fake timers (your
// setTimeout, setInterval, requestAnimationFrame and Date follow jest.advanceTimersByTime).
const realSetTimeout = setTimeout; // taken before the timers are faked: lets React and Vue render

beforeEach(async () => {
  await mountApp();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

const flush = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
};
/** moves the clock on by `ms`, 50 ms at a time, letting the page render in between */
async function advance(ms) {
  for (let done = 0; done < ms; done += 50) {
    jest.advanceTimersByTime(Math.min(50, ms - done));
    await flush();
  }
}
async function add(times = 1) {
  for (let i = 0; i < times; i += 1) {
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await flush();
  }
}
const values = () => screen.queryAllByRole('progressbar').map((bar) => Number(bar.getAttribute('aria-valuenow')));

test('Add appends a bar at 0', async () => {
  expect(values()).toEqual([]);
  await add();
  expect(values()).toEqual([0]);
  expect(screen.getByRole('progressbar', { name: 'Bar 1' })).toBeTruthy();
});

test('a bar fills in 2 seconds: about half after 1 s, full after 2 s', async () => {
  await add();
  await advance(1000);
  expect(values()[0]).toBeGreaterThanOrEqual(40);
  expect(values()[0]).toBeLessThanOrEqual(60);
  await advance(1050);
  expect(values()).toEqual([100]);
});

test('at most three bars fill at a time; the others wait at 0', async () => {
  await add(4);
  await advance(1000);
  const now = values();
  expect(now.slice(0, 3).every((v) => v >= 40 && v <= 60)).toBe(true);
  expect(now[3]).toBe(0);
});
