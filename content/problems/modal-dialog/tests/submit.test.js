// The hidden tests: the visible ones and the edge cases. Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const opener = () => screen.getByRole('button', { name: 'Delete account' });
const dialog = () => screen.queryByRole('dialog');
const openDialog = async () => {
  fireEvent.click(opener());
  await waitFor(() => expect(dialog()).not.toBeNull());
  await waitFor(() => expect(document.activeElement?.textContent.trim()).toBe('Cancel'));
};
const inDialog = (name) => within(dialog()).getByRole('button', { name });

test('the dialog is closed at first', () => {
  expect(dialog()).toBeNull();
});

test('opening shows a labelled modal dialog', async () => {
  await openDialog();
  expect(dialog().getAttribute('aria-modal')).toBe('true');
  expect(document.getElementById(dialog().getAttribute('aria-labelledby')).textContent).toBe('Delete your account?');
});

test('focus moves to Cancel when it opens', async () => {
  await openDialog();
  expect(document.activeElement).toBe(inDialog('Cancel'));
});

test('Cancel closes it and gives focus back', async () => {
  await openDialog();
  fireEvent.click(inDialog('Cancel'));
  await waitFor(() => expect(dialog()).toBeNull());
  expect(document.activeElement).toBe(opener());
});

test('Escape closes it', async () => {
  await openDialog();
  fireEvent.keyDown(document.activeElement, { key: 'Escape' });
  await waitFor(() => expect(dialog()).toBeNull());
});

test('Escape gives focus back and prevents the default', async () => {
  await openDialog();
  const notPrevented = fireEvent.keyDown(document.activeElement, { key: 'Escape' });
  expect(notPrevented).toBe(false);
  await waitFor(() => expect(dialog()).toBeNull());
  expect(document.activeElement).toBe(opener());
});

test('Delete closes it and reports the result', async () => {
  await openDialog();
  fireEvent.click(inDialog('Delete'));
  await waitFor(() => expect(dialog()).toBeNull());
  expect(screen.getByTestId('result').textContent.trim()).toBe('Your account was deleted.');
  expect(document.activeElement).toBe(opener());
});

test('Cancel leaves no result', async () => {
  await openDialog();
  fireEvent.click(inDialog('Cancel'));
  await waitFor(() => expect(dialog()).toBeNull());
  expect(screen.getByTestId('result').textContent.trim()).toBe('');
});

test('a click on the backdrop closes it', async () => {
  await openDialog();
  fireEvent.click(screen.getByTestId('backdrop'));
  await waitFor(() => expect(dialog()).toBeNull());
  expect(document.activeElement).toBe(opener());
});

test('a click inside the dialog does not close it', async () => {
  await openDialog();
  fireEvent.click(dialog());
  fireEvent.click(within(dialog()).getByText('Delete your account?'));
  await settle();
  expect(dialog()).not.toBeNull();
});

test('Tab on the last button wraps to the first', async () => {
  await openDialog();
  inDialog('Delete').focus();
  expect(fireEvent.keyDown(inDialog('Delete'), { key: 'Tab' })).toBe(false);
  await settle();
  expect(document.activeElement).toBe(inDialog('Cancel'));
});

test('Shift+Tab on the first button wraps to the last', async () => {
  await openDialog();
  expect(fireEvent.keyDown(inDialog('Cancel'), { key: 'Tab', shiftKey: true })).toBe(false);
  await settle();
  expect(document.activeElement).toBe(inDialog('Delete'));
});

test('Tab from the first button is left to the browser', async () => {
  await openDialog();
  expect(fireEvent.keyDown(inDialog('Cancel'), { key: 'Tab' })).toBe(true);
});

test('it can be opened again after closing', async () => {
  await openDialog();
  fireEvent.keyDown(document.activeElement, { key: 'Escape' });
  await waitFor(() => expect(dialog()).toBeNull());
  await openDialog();
  expect(document.activeElement).toBe(inDialog('Cancel'));
});

test('the dialog is described by its text', async () => {
  await openDialog();
  expect(document.getElementById(dialog().getAttribute('aria-describedby')).textContent).toContain('cannot be undone');
});
