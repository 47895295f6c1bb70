// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const ID = { Email: 'email', Password: 'password', 'Confirm password': 'confirm' };
const field = (label) => screen.getByLabelText(label);
const error = (name) => screen.queryByTestId(`${name}-error`)?.textContent.trim() ?? null;
const type = async (label, value) => {
  fireEvent.input(field(label), { target: { value } });
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const fill = async (email, password, confirm = password) => {
  await type('Email', email);
  await type('Password', password);
  await type('Confirm password', confirm);
};

test('shows no errors before the first submit', async () => {
  await type('Email', 'not an email');
  expect(error('email')).toBeNull();
  expect(error('password')).toBeNull();
});

test('an empty submit shows the email and password errors', async () => {
  await submit();
  await waitFor(() => expect(error('email')).toBe('Enter your email.'));
  expect(error('password')).toBe('Use at least 8 characters.');
  expect(error('confirm')).toBeNull();
});

test('an invalid email is explained', async () => {
  await fill('ana@example', 'longenough');
  await submit();
  await waitFor(() => expect(error('email')).toBe('Enter a valid email address.'));
});

test('different passwords are explained', async () => {
  await fill('ana@example.com', 'longenough', 'longenougH');
  await submit();
  await waitFor(() => expect(error('confirm')).toBe('Passwords do not match.'));
});

test('a valid form creates the account', async () => {
  await fill('ana@example.com', 'longenough');
  await submit();
  await waitFor(() => expect(screen.getByTestId('success').textContent.trim()).toBe('Account created for ana@example.com'));
  expect(error('email')).toBeNull();
});

test('invalid inputs are marked and described', async () => {
  await fill('x', 'short', 'other');
  await submit();
  await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
  expect(field('Email').getAttribute('aria-describedby')).toBe('email-error');
  expect(document.getElementById('email-error').textContent.trim()).toBe('Enter a valid email address.');
  expect(field('Password').getAttribute('aria-describedby')).toBe('password-error');
  expect(field('Confirm password').getAttribute('aria-invalid')).toBe('true');
});

test('valid inputs are marked valid, without a description', async () => {
  await fill('ana@example.com', 'short');
  await submit();
  await waitFor(() => expect(error('password')).toBe('Use at least 8 characters.'));
  expect(field('Email').getAttribute('aria-invalid')).toBe('false');
  expect(field('Email').hasAttribute('aria-describedby')).toBe(false);
});

test('the first invalid field receives focus', async () => {
  await fill('ana@example.com', 'short');
  await submit();
  await waitFor(() => expect(document.activeElement).toBe(field('Password')));
});

test('the email field is focused when it is the first error', async () => {
  await submit();
  await waitFor(() => expect(document.activeElement).toBe(field('Email')));
});

test('fixing a field after a submit removes its error at once', async () => {
  await fill('ana@', 'longenough');
  await submit();
  await waitFor(() => expect(error('email')).toBe('Enter a valid email address.'));
  await type('Email', 'ana@example.com');
  await waitFor(() => expect(error('email')).toBeNull());
  expect(field('Email').getAttribute('aria-invalid')).toBe('false');
});

test('a new mistake after a submit shows at once', async () => {
  await fill('ana@example.com', 'longenough');
  await submit();
  await type('Confirm password', 'different!');
  await waitFor(() => expect(error('confirm')).toBe('Passwords do not match.'));
});

test('exactly 8 characters is long enough', async () => {
  await fill('ana@example.com', '12345678');
  await submit();
  await waitFor(() => expect(screen.getByTestId('success').textContent).toContain('Account created'));
  expect(error('password')).toBeNull();
});

test('the email is trimmed', async () => {
  await fill('  bo@example.org  ', 'longenough');
  await submit();
  await waitFor(() => expect(screen.getByTestId('success').textContent.trim()).toBe('Account created for bo@example.org'));
});

test('a blank email is empty, not invalid', async () => {
  await fill('   ', 'longenough');
  await submit();
  await waitFor(() => expect(error('email')).toBe('Enter your email.'));
});

test('no success while there are errors', async () => {
  await fill('ana@example.com', 'short');
  await submit();
  await waitFor(() => expect(error('password')).not.toBeNull());
  expect(screen.getByTestId('success').textContent.trim()).toBe('');
});

test('the success message is a status, and every input has its label', () => {
  expect(screen.getByTestId('success').getAttribute('role')).toBe('status');
  for (const [label, id] of Object.entries(ID)) {
    expect(document.querySelector(`label[for="${id}"]`).textContent.trim()).toBe(label);
  }
});
