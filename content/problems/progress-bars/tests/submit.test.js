// The hidden tests: the visible ones and the edge cases, run on the server in React, Vue or
// Vanilla JS alike, on fake timers (your setTimeout, setInterval, requestAnimationFrame and Date
// follow jest.advanceTimersByTime).
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
const bars = () => screen.queryAllByRole('progressbar');
const values = () => bars().map((bar) => Number(bar.getAttribute('aria-valuenow')));
const between = (low, high) => (value) => value >= low && value <= high;

test('there are no bars at first', () => {
  expect(bars()).toHaveLength(0);
});

test('Add appends a bar at 0, named and with its range', async () => {
  await add();
  expect(bars()).toHaveLength(1);
  const bar = screen.getByRole('progressbar', { name: 'Bar 1' });
  expect(bar.getAttribute('aria-valuemin')).toBe('0');
  expect(bar.getAttribute('aria-valuemax')).toBe('100');
  expect(values()).toEqual([0]);
  await add();
  expect(screen.getByRole('progressbar', { name: 'Bar 2' })).toBeTruthy();
});

test('a bar fills in 2 seconds: about half after 1 s, full after 2 s', async () => {
  await add();
  await advance(1000);
  expect(values()[0]).toBeGreaterThanOrEqual(40);
  expect(values()[0]).toBeLessThanOrEqual(60);
  await advance(1050);
  expect(values()).toEqual([100]);
});

test('a bar is not full before 2 seconds', async () => {
  await add();
  await advance(1800);
  expect(values()[0]).toBeLessThan(100);
  expect(values()[0]).toBeGreaterThanOrEqual(80);
});

test('the fill is as wide as the value', async () => {
  await add();
  await advance(1000);
  const bar = bars()[0];
  const fill = bar.querySelector('.bar-fill');
  expect(fill.style.width).toBe(`${bar.getAttribute('aria-valuenow')}%`);
  await advance(1050);
  expect(bar.querySelector('.bar-fill').style.width).toBe('100%');
});

test('aria-valuenow is always a whole number that never goes down', async () => {
  await add(2);
  let previous = [0, 0];
  for (let step = 0; step < 25; step += 1) {
    await advance(100);
    const now = values();
    for (const value of now) expect(Number.isInteger(value)).toBe(true);
    expect(now[0]).toBeGreaterThanOrEqual(previous[0]);
    expect(now[1]).toBeGreaterThanOrEqual(previous[1]);
    previous = now;
  }
  expect(previous).toEqual([100, 100]);
});

test('at most three bars fill at a time; the others wait at 0', async () => {
  await add(5);
  await advance(1000);
  const now = values();
  expect(now.slice(0, 3).every(between(40, 60))).toBe(true);
  expect(now.slice(3)).toEqual([0, 0]);
});

test('a waiting bar starts as soon as a filling one is full, in order', async () => {
  await add(5);
  await advance(2050);
  let now = values();
  expect(now.slice(0, 3)).toEqual([100, 100, 100]);
  expect(now.slice(3).every(between(0, 10))).toBe(true);
  await advance(1000);
  now = values();
  expect(now.slice(3).every(between(40, 60))).toBe(true);
  await advance(1100);
  expect(values()).toEqual([100, 100, 100, 100, 100]);
});

test('a bar added later fills on its own schedule', async () => {
  await add();
  await advance(1000);
  await add();
  expect(values()[1]).toBe(0);
  await advance(1050);
  const now = values();
  expect(now[0]).toBe(100);
  expect(between(40, 60)(now[1])).toBe(true);
  await advance(1050);
  expect(values()).toEqual([100, 100]);
});

test('a fourth bar added while three fill waits for the first free slot', async () => {
  await add(3);
  await advance(500);
  await add();
  await advance(1000);
  expect(values()[3]).toBe(0);
  await advance(550); // the first three are full at 2000 ms
  expect(values().slice(0, 3)).toEqual([100, 100, 100]);
  await advance(1000);
  expect(between(40, 60)(values()[3])).toBe(true);
});

test('seven bars finish in three waves', async () => {
  await add(7);
  await advance(2050);
  expect(values().filter((v) => v === 100)).toHaveLength(3);
  await advance(2050);
  expect(values().filter((v) => v === 100)).toHaveLength(6);
  expect(values()[6]).toBeLessThanOrEqual(10);
  await advance(2050);
  expect(values()).toEqual([100, 100, 100, 100, 100, 100, 100]);
});

test('no timer is left running once every bar is full', async () => {
  await add(4);
  await advance(4200);
  expect(values()).toEqual([100, 100, 100, 100]);
  expect(jest.getTimerCount()).toBe(0);
});

test('Add still works after everything finished', async () => {
  await add();
  await advance(2100);
  await add();
  await advance(1000);
  const now = values();
  expect(now[0]).toBe(100);
  expect(between(40, 60)(now[1])).toBe(true);
  await advance(1100);
  expect(values()).toEqual([100, 100]);
});
