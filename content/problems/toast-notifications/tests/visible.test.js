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
