// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library). The tests read and change the
// fake server through globalThis.contactServer.
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
