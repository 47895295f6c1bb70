const boardElement = document.querySelector('.board');
const statusElement = document.querySelector('[data-testid="status"]');
const restartButton = document.querySelector('.restart');

// cell i is at row Math.floor(i / 3) + 1, column (i % 3) + 1
const cellName = (i, value) => `Row ${Math.floor(i / 3) + 1}, column ${(i % 3) + 1}, ${value ?? 'empty'}`;

const board = Array(9).fill(null);
const cells = board.map((value, i) => {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'cell';
  button.setAttribute('aria-label', cellName(i, value));
  boardElement.append(button);
  return button;
});

// TODO:
// - a click puts X or O (X starts, then they alternate) in an empty cell; a full cell ignores it
// - the status says "X to move" / "O to move", then "X wins on row 1." (row N, column N,
//   the diagonal from top left, the diagonal from top right) or "It is a draw."
// - once the game is over every cell is disabled; Restart starts a new game
// - the arrow keys move focus between the cells
