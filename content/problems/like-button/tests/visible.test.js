// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library). The tests read and change the
// fake server through globalThis.likeServer.
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
