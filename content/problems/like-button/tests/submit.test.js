// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike. The tests read and
// change the fake server through globalThis.likeServer.
beforeEach(async () => {
  await mountApp();
});

// the fake server answers after 200 ms; a render takes a few milliseconds
const until = (assertion, timeout = 600) => waitFor(assertion, { timeout });
/** what must show before the server can have answered */
const atOnce = (assertion) => waitFor(assertion, { timeout: 120 });
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const server = () => globalThis.likeServer;
const like = () => screen.getByRole('button', { name: 'Like' });
const pressed = () => like().getAttribute('aria-pressed');
const count = () => screen.getByTestId('count').textContent.trim();
const errorText = () => screen.getByTestId('error').textContent.trim();
const ERROR = 'Could not save your like. Try again.';
/** waits until the server has answered `n` requests and the page has shown the answer */
const answered = async (n) => {
  await until(() => expect(server().answered).toBe(n));
  await wait(20);
};
test('starts with 12 likes, not pressed, and no error', () => {
  expect(pressed()).toBe('false');
  expect(count()).toBe('12 likes');
  expect(errorText()).toBe('');
});

test('a click updates the button and the count before the server answers', async () => {
  fireEvent.click(like());
  await atOnce(() => expect(count()).toBe('13 likes'));
  expect(pressed()).toBe('true');
  expect(server().answered).toBe(0);
  expect(server().requests).toEqual([true]);
  await answered(1);
  expect(pressed()).toBe('true');
  expect(count()).toBe('13 likes');
});

test("the server's answer wins: its count is shown", async () => {
  fireEvent.click(like());
  await atOnce(() => expect(count()).toBe('13 likes'));
  server().others = 20; // other readers liked the post meanwhile
  await answered(1);
  await until(() => expect(count()).toBe('21 likes'));
  expect(pressed()).toBe('true');
});

test('a failed request rolls back and explains', async () => {
  server().failNext = true;
  fireEvent.click(like());
  await atOnce(() => expect(pressed()).toBe('true'));
  await answered(1);
  await until(() => expect(pressed()).toBe('false'));
  expect(count()).toBe('12 likes');
  expect(errorText()).toBe(ERROR);
  expect(screen.getByRole('alert').textContent.trim()).toBe(ERROR);
});

test('a second click unlikes', async () => {
  fireEvent.click(like());
  await answered(1);
  fireEvent.click(like());
  await atOnce(() => expect(pressed()).toBe('false'));
  expect(count()).toBe('12 likes');
  await answered(2);
  expect(server().requests).toEqual([true, false]);
  expect(pressed()).toBe('false');
  expect(count()).toBe('12 likes');
});

test('one like is "1 like"', async () => {
  server().others = 0;
  fireEvent.click(like());
  await answered(1);
  await until(() => expect(count()).toBe('1 like'));
});

test('a click while a request is in flight sends nothing until it answers', async () => {
  fireEvent.click(like());
  await atOnce(() => expect(pressed()).toBe('true'));
  fireEvent.click(like());
  await atOnce(() => expect(pressed()).toBe('false'));
  expect(count()).toBe('12 likes');
  expect(server().requests).toEqual([true]);
  // the first answer (liked) differs from what is wanted now: one more request
  await answered(1);
  await until(() => expect(server().requests).toEqual([true, false]));
  await answered(2);
  expect(pressed()).toBe('false');
  expect(count()).toBe('12 likes');
});

test('three quick clicks end liked with a single request', async () => {
  fireEvent.click(like());
  fireEvent.click(like());
  fireEvent.click(like());
  await atOnce(() => expect(pressed()).toBe('true'));
  await answered(1);
  await wait(250); // no second request comes
  expect(server().requests).toEqual([true]);
  expect(pressed()).toBe('true');
  expect(count()).toBe('13 likes');
});

test('two quick clicks that cancel out still settle on the server', async () => {
  server().others = 30;
  fireEvent.click(like());
  fireEvent.click(like());
  await answered(1);
  await answered(2);
  expect(server().requests).toEqual([true, false]);
  expect(server().liked).toBe(false);
  await until(() => expect(count()).toBe('30 likes'));
  expect(pressed()).toBe('false');
});

test('a failure rolls back to the last state the server confirmed', async () => {
  fireEvent.click(like());
  server().others = 14;
  await answered(1);
  await until(() => expect(count()).toBe('15 likes'));
  server().failNext = true;
  fireEvent.click(like());
  await atOnce(() => expect(count()).toBe('14 likes'));
  expect(pressed()).toBe('false');
  await answered(2);
  await until(() => expect(pressed()).toBe('true'));
  expect(count()).toBe('15 likes');
  expect(errorText()).toBe(ERROR);
});

test('the next click clears the error and tries again', async () => {
  server().failNext = true;
  fireEvent.click(like());
  await answered(1);
  await until(() => expect(errorText()).toBe(ERROR));
  fireEvent.click(like());
  await atOnce(() => expect(errorText()).toBe(''));
  expect(pressed()).toBe('true');
  await answered(2);
  expect(server().requests).toEqual([true, true]);
  expect(pressed()).toBe('true');
  expect(count()).toBe('13 likes');
  expect(errorText()).toBe('');
});

test('a failure drops a click queued behind it', async () => {
  server().failNext = true;
  fireEvent.click(like());
  fireEvent.click(like());
  fireEvent.click(like());
  await answered(1);
  await wait(250);
  expect(server().requests).toEqual([true]);
  expect(pressed()).toBe('false');
  expect(count()).toBe('12 likes');
  expect(errorText()).toBe(ERROR);
});

test('the button stays enabled and focused, and keeps its name, while a request is in flight', async () => {
  like().focus();
  fireEvent.click(like());
  await atOnce(() => expect(pressed()).toBe('true'));
  expect(like().disabled).toBe(false);
  expect(document.activeElement).toBe(like());
  await answered(1);
  expect(document.activeElement).toBe(like());
  expect(like().textContent.trim()).toBe('Like');
});
