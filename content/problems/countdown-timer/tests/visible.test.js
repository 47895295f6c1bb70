// Runs against your files in the judge, in React, Vue or Vanilla JS alike, on fake timers (your
// setTimeout, setInterval and Date follow jest.advanceTimersByTime).
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
/** moves the clock on by `ms`, `chunk` ms at a time, letting the page render in between */
async function advance(ms, chunk = 250) {
  for (let done = 0; done < ms; done += chunk) {
    jest.advanceTimersByTime(Math.min(chunk, ms - done));
    await flush();
  }
}
const display = () => screen.getByRole('timer').textContent.trim();
const minutes = () => screen.getByLabelText('Minutes');
const seconds = () => screen.getByLabelText('Seconds');
const button = (name) => screen.getByRole('button', { name });
const hasButton = (name) => screen.queryByRole('button', { name }) !== null;
const errorText = () => screen.getByTestId('error').textContent.trim();
const message = () => screen.getByTestId('message').textContent.trim();
const INVALID = 'Enter whole minutes from 0 to 99 and seconds from 0 to 59.';
const ZERO = 'Set a time above zero.';
async function press(name) {
  fireEvent.click(button(name));
  await flush();
}
async function set(m, s) {
  fireEvent.input(minutes(), { target: { value: m } });
  await flush();
  fireEvent.input(seconds(), { target: { value: s } });
  await flush();
}

test('starts at 01:30 with Start, enabled inputs and no messages', () => {
  expect(display()).toBe('01:30');
  expect(minutes().value).toBe('1');
  expect(seconds().value).toBe('30');
  expect(hasButton('Start')).toBe(true);
  expect(minutes().disabled).toBe(false);
  expect(errorText()).toBe('');
  expect(message()).toBe('');
});

test('Start counts down second by second and disables the inputs', async () => {
  await press('Start');
  expect(hasButton('Pause')).toBe(true);
  expect(hasButton('Start')).toBe(false);
  expect(minutes().disabled).toBe(true);
  expect(seconds().disabled).toBe(true);
  await advance(1000);
  expect(display()).toBe('01:29');
  await advance(2000);
  expect(display()).toBe('01:27');
});

test('Pause freezes the time and Resume goes on from there', async () => {
  await press('Start');
  await advance(2500);
  await press('Pause');
  expect(display()).toBe('01:28');
  await advance(3000);
  expect(display()).toBe('01:28');
  expect(minutes().disabled).toBe(true);
  await press('Resume');
  expect(hasButton('Pause')).toBe(true);
  await advance(1000);
  expect(display()).toBe('01:27');
});

test('reaching zero stops at 00:00 and announces it', async () => {
  await set('0', '3');
  expect(display()).toBe('00:03');
  await press('Start');
  await advance(3000);
  expect(display()).toBe('00:00');
  expect(message()).toBe('Time is up!');
  expect(screen.getByRole('status').textContent.trim()).toBe('Time is up!');
  expect(hasButton('Start')).toBe(true);
  expect(minutes().disabled).toBe(false);
});

test('seconds above 59 are refused', async () => {
  await set('1', '75');
  await press('Start');
  expect(errorText()).toBe(INVALID);
  expect(seconds().getAttribute('aria-invalid')).toBe('true');
  expect(minutes().getAttribute('aria-invalid')).not.toBe('true');
  expect(hasButton('Start')).toBe(true);
  expect(minutes().disabled).toBe(false);
  const before = display();
  await advance(2000);
  expect(display()).toBe(before);
});
