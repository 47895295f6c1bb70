// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
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
