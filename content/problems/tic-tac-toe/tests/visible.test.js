// Runs against your files in the judge, in React, Vue or Vanilla JS alike: each test mounts
// your app afresh and uses it as a user would (Testing Library).
beforeEach(async () => {
  await mountApp();
});

// short waits: a render takes a few milliseconds
const until = (assertion) => waitFor(assertion, { timeout: 300 });
const cell = (row, column) => screen.getByRole('button', { name: new RegExp(`^Row ${row}, column ${column}, `) });
const cellName = (row, column) => cell(row, column).getAttribute('aria-label');
const cells = () => within(screen.getByRole('group', { name: 'Board' })).getAllByRole('button');
const status = () => screen.getByTestId('status').textContent.trim();
/** plays the moves in turn ([row, column] pairs), waiting for each mark to appear */
async function play(...moves) {
  for (const [row, column] of moves) {
    fireEvent.click(cell(row, column));
    await until(() => expect(cellName(row, column)).not.toMatch(/, empty$/));
  }
}

test('starts with nine empty cells and X to move', () => {
  expect(cells()).toHaveLength(9);
  expect(cellName(1, 1)).toBe('Row 1, column 1, empty');
  expect(cellName(3, 2)).toBe('Row 3, column 2, empty');
  expect(cells().every((button) => !button.disabled)).toBe(true);
  expect(status()).toBe('X to move');
});

test('a click marks the cell for the player whose turn it is', async () => {
  await play([1, 2]);
  expect(cellName(1, 2)).toBe('Row 1, column 2, X');
  expect(cell(1, 2).textContent.trim()).toBe('X');
  await until(() => expect(status()).toBe('O to move'));
  await play([2, 2]);
  expect(cellName(2, 2)).toBe('Row 2, column 2, O');
  await until(() => expect(status()).toBe('X to move'));
});

test('a completed row wins and is announced', async () => {
  await play([1, 1], [2, 1], [1, 2], [2, 2], [1, 3]);
  await until(() => expect(status()).toBe('X wins on row 1.'));
});

test('a full board without a line is a draw', async () => {
  await play([1, 1], [1, 2], [1, 3], [2, 2], [2, 1], [2, 3], [3, 2], [3, 1], [3, 3]);
  await until(() => expect(status()).toBe('It is a draw.'));
});

test('Restart starts a new game', async () => {
  await play([1, 1], [2, 1], [1, 2], [2, 2], [1, 3]);
  await until(() => expect(status()).toBe('X wins on row 1.'));
  fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
  await until(() => expect(status()).toBe('X to move'));
  expect(cells().map((button) => button.getAttribute('aria-label').endsWith(', empty'))).toEqual(Array(9).fill(true));
  expect(cells().every((button) => !button.disabled)).toBe(true);
});
