// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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
