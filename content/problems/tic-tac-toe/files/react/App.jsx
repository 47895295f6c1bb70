import React, { useState } from 'react';

const EMPTY = Array(9).fill(null);

// cell i is at row Math.floor(i / 3) + 1, column (i % 3) + 1
const cellName = (i, value) => `Row ${Math.floor(i / 3) + 1}, column ${(i % 3) + 1}, ${value ?? 'empty'}`;

export default function App() {
  const [board] = useState(EMPTY);
  // TODO:
  // - a click puts X or O (X starts, then they alternate) in an empty cell; a full cell ignores it
  // - the status says "X to move" / "O to move", then "X wins on row 1." (row N, column N,
  //   the diagonal from top left, the diagonal from top right) or "It is a draw."
  // - once the game is over every cell is disabled; Restart starts a new game
  // - the arrow keys move focus between the cells
  return (
    <main className="game">
      <h1>Tic-tac-toe</h1>
      <p role="status" className="status" data-testid="status">
        X to move
      </p>
      <div role="group" aria-label="Board" className="board">
        {board.map((value, i) => (
          <button key={i} type="button" className="cell" aria-label={cellName(i, value)}>
            {value}
          </button>
        ))}
      </div>
      <button type="button" className="restart">
        Restart
      </button>
    </main>
  );
}
