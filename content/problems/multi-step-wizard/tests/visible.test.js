// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
// renders take a few milliseconds: half a second is plenty, and a failing check fails sooner
const until = (assertion) => waitFor(assertion, { timeout: 500 });
const heading = () => screen.getByRole('heading', { level: 2 });
const field = (label) => screen.getByLabelText(label);
const type = (label, value) => fireEvent.input(field(label), { target: { value } });
const click = (name) => fireEvent.click(screen.getByRole('button', { name }));
const current = () =>
  within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step')
    .map((item) => item.textContent.trim());
const errorOf = (label) => {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const error = document.getElementById(input.getAttribute('aria-describedby'));
  return error ? error.textContent.trim() : null;
};
const onStep = async (title) => {
  await until(() => expect(heading().textContent.trim()).toBe(title));
  await until(() => expect(document.activeElement).toBe(heading()));
};
const fillAccount = async () => {
  type('Email', 'ada@example.com');
  type('Password', 'analytical');
  await settle();
  click('Next');
  await onStep('Step 2 of 3: Profile');
};
const fillProfile = async () => {
  type('Full name', 'Ada Lovelace');
  type('Username', 'ada_l');
  await settle();
  click('Next');
  await onStep('Step 3 of 3: Review');
};

test('it starts on the Account step', () => {
  expect(heading().textContent.trim()).toBe('Step 1 of 3: Account');
  expect(current()).toEqual(['Account']);
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
});

test('Next with empty fields shows the errors and stays', async () => {
  click('Next');
  await until(() => expect(errorOf('Email')).toBe('Enter your email.'));
  expect(errorOf('Password')).toBe('Use at least 8 characters.');
  expect(heading().textContent.trim()).toBe('Step 1 of 3: Account');
  expect(document.activeElement).toBe(field('Email'));
});

test('a valid step moves on and focuses the next heading', async () => {
  await fillAccount();
  expect(current()).toEqual(['Profile']);
  expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
});

test('Back keeps what was entered', async () => {
  await fillAccount();
  click('Back');
  await onStep('Step 1 of 3: Account');
  expect(field('Email').value).toBe('ada@example.com');
  expect(field('Password').value).toBe('analytical');
  expect(current()).toEqual(['Account']);
});

test('the whole way through', async () => {
  await fillAccount();
  await fillProfile();
  click('Create account');
  await onStep('Account created');
  expect(screen.getByTestId('done').textContent).toContain('Welcome, Ada Lovelace! Sign in as ada_l.');
});
