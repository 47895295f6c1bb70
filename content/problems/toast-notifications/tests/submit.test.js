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
/** moves the clock on by `ms`, 500 ms at a time, letting the page render in between */
async function advance(ms) {
  for (let done = 0; done < ms; done += 500) {
    jest.advanceTimersByTime(Math.min(500, ms - done));
    await flush();
  }
}
async function show(kind) {
  fireEvent.click(screen.getByRole('button', { name: kind === 'error' ? 'Show error' : 'Show success' }));
  await flush();
}
const toasts = () => screen.queryAllByTestId('toast');
const messages = () => toasts().map((t) => within(t).getByTestId('toast-message').textContent.trim());
const toast = (message) => toasts().find((t) => within(t).getByTestId('toast-message').textContent.trim() === message);
const dismissButton = (message) => within(toast(message)).getByRole('button', { name: 'Dismiss' });
/** what a pointer entering and leaving does (React listens to mouseover/out, others to mouseenter/leave) */
async function hover(el) {
  fireEvent.mouseOver(el);
  fireEvent.mouseEnter(el);
  await flush();
}
async function unhover(el) {
  fireEvent.mouseOut(el);
  fireEvent.mouseLeave(el);
  await flush();
}

test('there are no toasts at first', () => {
  expect(toasts()).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Show success' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Show error' })).toBeTruthy();
});

test('Show success adds a status toast', async () => {
  await show('success');
  expect(messages()).toEqual(['Changes saved #1']);
  expect(toast('Changes saved #1').getAttribute('role')).toBe('status');
});

test('Show error adds an alert toast', async () => {
  await show('error');
  expect(messages()).toEqual(['Upload failed #1']);
  expect(toast('Upload failed #1').getAttribute('role')).toBe('alert');
});

test('Dismiss removes the toast', async () => {
  await show('success');
  fireEvent.click(dismissButton('Changes saved #1'));
  await flush();
  expect(toasts()).toHaveLength(0);
});

test('a toast leaves by itself after 5 seconds', async () => {
  await show('success');
  await advance(4800);
  expect(messages()).toEqual(['Changes saved #1']);
  await advance(300);
  expect(toasts()).toHaveLength(0);
});

test('toasts are numbered together, newest at the bottom', async () => {
  await show('success');
  await show('error');
  await show('success');
  expect(messages()).toEqual(['Changes saved #1', 'Upload failed #2', 'Changes saved #3']);
  expect(toasts().map((t) => t.getAttribute('role'))).toEqual(['status', 'alert', 'status']);
});

test('at most three toasts: the oldest leaves first', async () => {
  await show('success');
  await show('error');
  await show('success');
  await show('success');
  expect(messages()).toEqual(['Upload failed #2', 'Changes saved #3', 'Changes saved #4']);
  await show('error');
  expect(messages()).toEqual(['Changes saved #3', 'Changes saved #4', 'Upload failed #5']);
});

test('every toast has its own 5 seconds', async () => {
  await show('success');
  await advance(2000);
  await show('error');
  await advance(3100);
  expect(messages()).toEqual(['Upload failed #2']);
  await advance(2000);
  expect(toasts()).toHaveLength(0);
});

test('hovering pauses the countdown; leaving resumes it with the time left', async () => {
  await show('success');
  await advance(3000);
  await hover(toast('Changes saved #1'));
  await advance(10000);
  expect(messages()).toEqual(['Changes saved #1']);
  await unhover(toast('Changes saved #1'));
  await advance(1800);
  expect(messages()).toEqual(['Changes saved #1']);
  await advance(300);
  expect(toasts()).toHaveLength(0);
});

test('focus inside a toast pauses it too', async () => {
  await show('error');
  await advance(1000);
  dismissButton('Upload failed #1').focus();
  await flush();
  await advance(8000);
  expect(messages()).toEqual(['Upload failed #1']);
  dismissButton('Upload failed #1').blur();
  await flush();
  await advance(3800);
  expect(messages()).toEqual(['Upload failed #1']);
  await advance(300);
  expect(toasts()).toHaveLength(0);
});

test('a toast stays paused while it is hovered or focused', async () => {
  await show('success');
  await advance(1000);
  await hover(toast('Changes saved #1'));
  dismissButton('Changes saved #1').focus();
  await flush();
  await advance(2000);
  await unhover(toast('Changes saved #1'));
  await advance(6000);
  expect(messages()).toEqual(['Changes saved #1']);
  dismissButton('Changes saved #1').blur();
  await flush();
  await advance(3800);
  expect(messages()).toEqual(['Changes saved #1']);
  await advance(300);
  expect(toasts()).toHaveLength(0);
});

test('pausing one toast leaves the others running', async () => {
  await show('success');
  await show('error');
  await hover(toast('Changes saved #1'));
  await advance(5200);
  expect(messages()).toEqual(['Changes saved #1']);
});

test('dismissing one toast keeps the others and their timers', async () => {
  await show('success');
  await advance(1000);
  await show('error');
  fireEvent.click(dismissButton('Upload failed #2'));
  await flush();
  expect(messages()).toEqual(['Changes saved #1']);
  await advance(3800);
  expect(messages()).toEqual(['Changes saved #1']);
  await advance(300);
  expect(toasts()).toHaveLength(0);
});

test('the close buttons are real buttons named Dismiss', async () => {
  await show('success');
  await show('error');
  const buttons = toasts().map((t) => within(t).getByRole('button', { name: 'Dismiss' }));
  expect(buttons).toHaveLength(2);
  for (const button of buttons) expect(button.tagName).toBe('BUTTON');
});

test('no timer is left once the toasts are gone, dismissed or pushed out', async () => {
  await show('success');
  await show('success');
  await show('success');
  await show('error');
  expect(jest.getTimerCount()).toBe(3);
  for (const message of messages()) {
    fireEvent.click(dismissButton(message));
    await flush();
  }
  expect(toasts()).toHaveLength(0);
  expect(jest.getTimerCount()).toBe(0);
});

test('new toasts still come after the old ones timed out', async () => {
  await show('success');
  await advance(5100);
  expect(toasts()).toHaveLength(0);
  await show('error');
  expect(messages()).toEqual(['Upload failed #2']);
  await advance(5100);
  expect(toasts()).toHaveLength(0);
});
