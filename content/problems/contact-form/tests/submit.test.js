// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike. The tests read and
// change the fake server through globalThis.contactServer.
beforeEach(async () => {
  await mountApp();
});

// the fake server answers in 60 ms (checkEmail) and 90 ms (sendMessage)
const until = (assertion, timeout = 400) => waitFor(assertion, { timeout });
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const server = () => globalThis.contactServer;
const LABELS = { name: 'Name', email: 'Email', topic: 'Topic', message: 'Message' };
/** a field by its label; the topic is its radio group */
const field = (name) => (name === 'topic' ? screen.getByRole('radiogroup', { name: 'Topic' }) : screen.getByLabelText(LABELS[name]));
const radio = (label) => screen.getByRole('radio', { name: label });
const error = (name) => screen.queryByTestId(`${name}-error`)?.textContent.trim() ?? '';
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const form = () => screen.getByRole('form', { name: 'Contact us' });
const statusText = () => screen.getByTestId('form-status').textContent.trim();
const alertText = () => screen.getByTestId('form-error').textContent.trim();
const MESSAGE = 'Could you tell me more about team plans?';
async function type(name, value) {
  fireEvent.input(field(name), { target: { value } });
  await wait(0);
}
const TOPICS = { support: 'Support', sales: 'Sales', feedback: 'Feedback' };
/** picks a topic by its value */
async function choose(value) {
  fireEvent.click(radio(TOPICS[value]));
  await wait(0);
}
/** focuses the field (the topic's first radio) and leaves it, as Tab would */
async function visit(name) {
  const target = name === 'topic' ? radio('Support') : field(name);
  target.focus();
  target.blur();
  await wait(0);
}
async function fill({ name = 'Ana Lima', email = 'ana@example.com', topic = 'sales', message = MESSAGE } = {}) {
  await type('name', name);
  await type('email', email);
  await choose(topic);
  await type('message', message);
}
async function submit() {
  fireEvent.click(sendButton());
  await wait(0);
}
const expectInvalid = (name, text) => {
  expect(error(name)).toBe(text);
  expect(field(name).getAttribute('aria-invalid')).toBe('true');
  expect(field(name).getAttribute('aria-describedby')).toBe(`${name}-error`);
  expect(document.getElementById(`${name}-error`).textContent.trim()).toBe(text);
};
const expectValid = (name) => {
  expect(error(name)).toBe('');
  expect(field(name).getAttribute('aria-invalid')).not.toBe('true');
};
test('no error while typing; leaving a field shows its error', async () => {
  await type('email', 'not-an-email');
  expect(error('email')).toBe('');
  await visit('name');
  await until(() => expectInvalid('name', 'Enter your name.'));
  await visit('email');
  await until(() => expectInvalid('email', 'Enter a valid email address.'));
  expect(error('topic')).toBe('');
});

test('an empty submit shows every error and focuses the first field', async () => {
  await submit();
  await until(() => expectInvalid('name', 'Enter your name.'));
  expectInvalid('email', 'Enter your email.');
  expectInvalid('topic', 'Choose a topic.');
  expectInvalid('message', 'Write at least 20 characters.');
  expect(document.activeElement).toBe(field('name'));
  await wait(50);
  expect(server().sent).toEqual([]);
});

test('an already subscribed email is refused after the server check', async () => {
  await fill({ email: 'subscriber@example.com' });
  await submit();
  await until(() => expectInvalid('email', 'This email is already subscribed.'));
  expect(document.activeElement).toBe(field('email'));
  expect(server().checked).toContain('subscriber@example.com');
  await wait(200);
  expect(server().sent).toEqual([]);
});

test('a valid message is sent, with a busy state, then thanked', async () => {
  await fill({ name: '  Ana Lima ', email: ' ana@example.com ' });
  await submit();
  await until(() => expect(sendButton().disabled).toBe(true), 80);
  expect(form().getAttribute('aria-busy')).toBe('true');
  await until(() => expect(statusText()).toBe('Thanks, Ana Lima! We will reply to ana@example.com.'));
  expect(server().sent).toEqual([{ name: 'Ana Lima', email: 'ana@example.com', topic: 'sales', message: MESSAGE }]);
  expect(sendButton().disabled).toBe(false);
  expect(form().getAttribute('aria-busy')).toBe('false');
  expect(screen.getByRole('status').textContent.trim()).toBe('Thanks, Ana Lima! We will reply to ana@example.com.');
});

test('the first invalid field in form order gets focus', async () => {
  await type('name', 'Ana');
  await type('email', 'ana@example.com');
  await type('message', 'too short');
  await submit();
  await until(() => expectInvalid('topic', 'Choose a topic.'));
  expectInvalid('message', 'Write at least 20 characters.');
  expectValid('name');
  expectValid('email');
  expect(document.activeElement).toBe(radio('Support'));
});

test('the topic is checked when focus leaves its radios', async () => {
  await visit('topic');
  await until(() => expectInvalid('topic', 'Choose a topic.'));
  await choose('support');
  await until(() => expectValid('topic'));
});

test('once shown, an error updates as the user fixes the field', async () => {
  await visit('message');
  await until(() => expectInvalid('message', 'Write at least 20 characters.'));
  await type('message', 'Long enough to count, surely.');
  await until(() => expectValid('message'));
  expect(field('message').getAttribute('aria-describedby')).toBeNull();
  await type('message', 'short');
  await until(() => expectInvalid('message', 'Write at least 20 characters.'));
});

test('the message length is counted without surrounding spaces', async () => {
  await fill({ message: `   ${'x'.repeat(19)}     ` });
  await submit();
  await until(() => expectInvalid('message', 'Write at least 20 characters.'));
  expect(document.activeElement).toBe(field('message'));
});

test('a badly formed email is not sent to the server', async () => {
  await type('email', 'ana@example');
  await visit('email');
  await until(() => expectInvalid('email', 'Enter a valid email address.'));
  await wait(150);
  expect(server().checked).toEqual([]);
});

test('leaving a well-formed email checks it at once, in any letter case', async () => {
  await type('email', 'Team@Example.com');
  await visit('email');
  await until(() => expectInvalid('email', 'This email is already subscribed.'));
  expect(server().sent).toEqual([]);
  await type('email', 'new.person@example.com');
  await until(() => expect(error('email')).not.toBe('This email is already subscribed.'));
});

test('a server error is announced and keeps what was typed', async () => {
  server().failNext = true;
  await fill();
  await submit();
  await until(() => expect(alertText()).toBe('Could not send your message. Try again.'));
  expect(screen.getByRole('alert').textContent.trim()).toBe('Could not send your message. Try again.');
  expect(statusText()).toBe('');
  expect(field('name').value).toBe('Ana Lima');
  expect(field('message').value).toBe(MESSAGE);
  expect(sendButton().disabled).toBe(false);
  expect(form().getAttribute('aria-busy')).toBe('false');
});

test('trying again after a server error sends the message and clears the alert', async () => {
  server().failNext = true;
  await fill();
  await submit();
  await until(() => expect(alertText()).toBe('Could not send your message. Try again.'));
  await submit();
  await until(() => expect(statusText()).toBe('Thanks, Ana Lima! We will reply to ana@example.com.'));
  expect(alertText()).toBe('');
  expect(server().sent).toHaveLength(1);
});

test('submitting twice while busy sends one message', async () => {
  await fill();
  fireEvent.submit(form());
  fireEvent.submit(form());
  await wait(0);
  fireEvent.submit(form());
  await until(() => expect(statusText()).not.toBe(''));
  await wait(200);
  expect(server().sent).toHaveLength(1);
});

test('after success the form is empty and shows no errors', async () => {
  await fill();
  await submit();
  await until(() => expect(statusText()).not.toBe(''));
  expect(field('name').value).toBe('');
  expect(field('email').value).toBe('');
  expect(Object.values(TOPICS).map((label) => radio(label).checked)).toEqual([false, false, false]);
  expect(field('message').value).toBe('');
  for (const name of ['name', 'email', 'topic', 'message']) expectValid(name);
});

test('a valid field is not marked invalid', async () => {
  await type('name', 'Ana');
  await visit('name');
  await wait(20);
  expectValid('name');
  expect(field('name').getAttribute('aria-describedby')).toBeNull();
});
