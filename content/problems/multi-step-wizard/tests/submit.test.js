// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike.
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

test('a malformed email and a short password get their own messages', async () => {
  type('Email', 'ada@example');
  type('Password', 'short');
  await settle();
  click('Next');
  await until(() => expect(errorOf('Email')).toBe('Enter a valid email address.'));
  expect(errorOf('Password')).toBe('Use at least 8 characters.');
});

test('focus goes to the first invalid field', async () => {
  type('Email', 'ada@example.com');
  await settle();
  click('Next');
  await until(() => expect(errorOf('Password')).toBe('Use at least 8 characters.'));
  expect(errorOf('Email')).toBeNull();
  expect(field('Email').getAttribute('aria-invalid')).not.toBe('true');
  expect(document.activeElement).toBe(field('Password'));
});

test('no errors are shown before the first Next', async () => {
  type('Email', 'nope');
  await settle();
  expect(errorOf('Email')).toBeNull();
  expect(field('Email').getAttribute('aria-invalid')).not.toBe('true');
});

test('an error goes away once its field is fixed', async () => {
  click('Next');
  await until(() => expect(errorOf('Email')).toBe('Enter your email.'));
  type('Email', 'ada@example.com');
  await until(() => expect(errorOf('Email')).toBeNull());
  expect(field('Email').getAttribute('aria-invalid')).not.toBe('true');
  expect(errorOf('Password')).toBe('Use at least 8 characters.');
});

test('the Profile step validates its fields', async () => {
  await fillAccount();
  type('Full name', '   ');
  type('Username', 'a!');
  await settle();
  click('Next');
  await until(() => expect(errorOf('Full name')).toBe('Enter your full name.'));
  expect(errorOf('Username')).toBe('Use 3 to 20 letters, digits or underscores.');
  expect(document.activeElement).toBe(field('Full name'));
  expect(heading().textContent.trim()).toBe('Step 2 of 3: Profile');
});

test('errors of a step are not carried to the next one', async () => {
  click('Next');
  await until(() => expect(errorOf('Email')).toBe('Enter your email.'));
  await fillAccount();
  expect(errorOf('Full name')).toBeNull();
  expect(errorOf('Username')).toBeNull();
});

test('the Review step sums up the answers without the password', async () => {
  await fillAccount();
  await fillProfile();
  expect(current()).toEqual(['Review']);
  const summary = screen.getByTestId('summary').textContent;
  expect(summary).toContain('ada@example.com');
  expect(summary).toContain('Ada Lovelace');
  expect(summary).toContain('ada_l');
  expect(summary).not.toContain('analytical');
  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
});

test('Back from Review keeps the profile, and a change shows in the summary', async () => {
  await fillAccount();
  await fillProfile();
  click('Back');
  await onStep('Step 2 of 3: Profile');
  expect(field('Full name').value).toBe('Ada Lovelace');
  expect(field('Username').value).toBe('ada_l');
  type('Username', 'countess');
  await settle();
  click('Next');
  await onStep('Step 3 of 3: Review');
  expect(screen.getByTestId('summary').textContent).toContain('countess');
});

test('going back two steps still keeps the account', async () => {
  await fillAccount();
  await fillProfile();
  click('Back');
  await onStep('Step 2 of 3: Profile');
  click('Back');
  await onStep('Step 1 of 3: Account');
  expect(field('Email').value).toBe('ada@example.com');
  click('Next');
  await onStep('Step 2 of 3: Profile');
  expect(field('Full name').value).toBe('Ada Lovelace');
});

test('exactly one step is current at a time', async () => {
  expect(current()).toEqual(['Account']);
  await fillAccount();
  expect(current()).toEqual(['Profile']);
  await fillProfile();
  expect(current()).toEqual(['Review']);
});

test('the steps are one form: submitting it is Next', async () => {
  type('Email', 'ada@example.com');
  type('Password', 'analytical');
  await settle();
  fireEvent.submit(field('Email').closest('form'));
  await onStep('Step 2 of 3: Profile');
});

test('after creating the account the form is gone', async () => {
  await fillAccount();
  type('Full name', '  Ada Lovelace ');
  type('Username', 'ada_l');
  await settle();
  click('Next');
  await onStep('Step 3 of 3: Review');
  click('Create account');
  await onStep('Account created');
  expect(screen.getByTestId('done').textContent).toContain('Welcome, Ada Lovelace! Sign in as ada_l.');
  expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
});
