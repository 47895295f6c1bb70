// The hidden tests: the visible ones and the edge cases. Each test mounts your app afresh and
// uses it as a user would (Testing Library), in React, Vue or Vanilla JS alike.
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

test('a full cell ignores a second click', async () => {
  await play([2, 2]);
  await until(() => expect(status()).toBe('O to move'));
  fireEvent.click(cell(2, 2));
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(cellName(2, 2)).toBe('Row 2, column 2, X');
  expect(status()).toBe('O to move');
  await play([1, 1]);
  expect(cellName(1, 1)).toBe('Row 1, column 1, O');
});

test('O can win on a column', async () => {
  await play([1, 1], [1, 2], [2, 1], [2, 2], [3, 3], [3, 2]);
  await until(() => expect(status()).toBe('O wins on column 2.'));
});

test('the diagonal from top left wins', async () => {
  await play([1, 1], [1, 2], [2, 2], [1, 3], [3, 3]);
  await until(() => expect(status()).toBe('X wins on the diagonal from top left.'));
});

test('the diagonal from top right wins', async () => {
  await play([1, 3], [1, 1], [2, 2], [1, 2], [3, 1]);
  await until(() => expect(status()).toBe('X wins on the diagonal from top right.'));
});

test('a line made by the ninth move is a win, not a draw', async () => {
  await play([1, 1], [1, 2], [1, 3], [2, 1], [2, 2], [2, 3], [3, 2], [3, 1], [3, 3]);
  await until(() => expect(status()).toBe('X wins on the diagonal from top left.'));
});

test('after a win every cell is disabled and clicks change nothing', async () => {
  await play([1, 1], [2, 1], [1, 2], [2, 2], [1, 3]);
  await until(() => expect(cells().every((button) => button.disabled)).toBe(true));
  fireEvent.click(cell(3, 3));
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(cellName(3, 3)).toBe('Row 3, column 3, empty');
  expect(status()).toBe('X wins on row 1.');
});

test('after a draw every cell is disabled', async () => {
  await play([1, 1], [1, 2], [1, 3], [2, 2], [2, 1], [2, 3], [3, 2], [3, 1], [3, 3]);
  await until(() => expect(cells().every((button) => button.disabled)).toBe(true));
});

test('the arrow keys move focus between cells and stop at the edges', async () => {
  cell(1, 1).focus();
  fireEvent.keyDown(cell(1, 1), { key: 'ArrowRight' });
  await until(() => expect(document.activeElement).toBe(cell(1, 2)));
  fireEvent.keyDown(cell(1, 2), { key: 'ArrowDown' });
  await until(() => expect(document.activeElement).toBe(cell(2, 2)));
  fireEvent.keyDown(cell(2, 2), { key: 'ArrowLeft' });
  await until(() => expect(document.activeElement).toBe(cell(2, 1)));
  fireEvent.keyDown(cell(2, 1), { key: 'ArrowLeft' });
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(document.activeElement).toBe(cell(2, 1));
  fireEvent.keyDown(cell(2, 1), { key: 'ArrowUp' });
  await until(() => expect(document.activeElement).toBe(cell(1, 1)));
});

test('Restart after a draw lets X start again', async () => {
  await play([1, 1], [1, 2], [1, 3], [2, 2], [2, 1], [2, 3], [3, 2], [3, 1], [3, 3]);
  await until(() => expect(status()).toBe('It is a draw.'));
  fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
  await until(() => expect(status()).toBe('X to move'));
  await play([3, 3]);
  expect(cellName(3, 3)).toBe('Row 3, column 3, X');
});
