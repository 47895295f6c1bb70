// The hidden tests: the visible ones and the edge cases, run in React, Vue or Vanilla JS alike, on
// fake timers (your setTimeout, setInterval and Date follow jest.advanceTimersByTime).
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

test('before Start the display follows the inputs', async () => {
  await set('12', '5');
  expect(display()).toBe('12:05');
  await set('99', '59');
  expect(display()).toBe('99:59');
});

test('a long time counts across the minute', async () => {
  await set('1', '2');
  await press('Start');
  await advance(1000);
  expect(display()).toBe('01:01');
  await advance(2000, 500);
  expect(display()).toBe('00:59');
});

test('Reset while running stops and shows the set time again', async () => {
  await press('Start');
  await advance(4000);
  await press('Reset');
  expect(display()).toBe('01:30');
  expect(hasButton('Start')).toBe(true);
  expect(minutes().disabled).toBe(false);
  await advance(2000);
  expect(display()).toBe('01:30');
});

test('Reset after a pause starts over', async () => {
  await press('Start');
  await advance(3000);
  await press('Pause');
  await press('Reset');
  expect(display()).toBe('01:30');
  await press('Start');
  await advance(1000);
  expect(display()).toBe('01:29');
});

test('zero minutes and zero seconds are refused', async () => {
  await set('0', '0');
  await press('Start');
  expect(errorText()).toBe(ZERO);
  expect(hasButton('Start')).toBe(true);
  expect(message()).toBe('');
  await advance(1000);
  expect(message()).toBe('');
});

test('empty, negative, fractional and too-large minutes are refused', async () => {
  for (const value of ['', '-1', '1.5', '100']) {
    await set(value, '10');
    await press('Start');
    expect(errorText()).toBe(INVALID);
    expect(minutes().getAttribute('aria-invalid')).toBe('true');
    expect(seconds().getAttribute('aria-invalid')).not.toBe('true');
    expect(hasButton('Start')).toBe(true);
  }
});

test('fixing the input and starting clears the error', async () => {
  await set('1', '75');
  await press('Start');
  expect(errorText()).toBe(INVALID);
  await set('0', '45');
  await press('Start');
  expect(errorText()).toBe('');
  expect(seconds().getAttribute('aria-invalid')).not.toBe('true');
  await advance(1000);
  expect(display()).toBe('00:44');
});

test('it never goes below zero and announces the end once', async () => {
  await set('0', '2');
  await press('Start');
  await advance(5000);
  expect(display()).toBe('00:00');
  expect(message()).toBe('Time is up!');
  expect(hasButton('Pause')).toBe(false);
});

test('Start after the end runs the set time again', async () => {
  await set('0', '2');
  await press('Start');
  await advance(2000);
  expect(message()).toBe('Time is up!');
  await press('Start');
  expect(message()).toBe('');
  expect(display()).toBe('00:02');
  await advance(1000);
  expect(display()).toBe('00:01');
});

test('the Start button keeps keyboard focus as it turns into Pause and Resume', async () => {
  const toggle = button('Start');
  toggle.focus();
  await press('Start');
  expect(document.activeElement).toBe(button('Pause'));
  await press('Pause');
  expect(document.activeElement).toBe(button('Resume'));
});

test('the time is a timer element, and leading zeros are accepted', async () => {
  expect(screen.getByRole('timer', { name: 'Time left' })).toBeTruthy();
  await set('05', '07');
  await press('Start');
  expect(errorText()).toBe('');
  await advance(1000);
  expect(display()).toBe('05:06');
});
