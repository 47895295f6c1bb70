import React from 'react';

const COLUMNS = [
  { id: 'todo', title: 'To do' },
  { id: 'doing', title: 'Doing' },
  { id: 'done', title: 'Done' },
];

const CARDS = [
  { id: 'spec', title: 'Write the API spec', column: 'todo' },
  { id: 'empty', title: 'Design the empty state', column: 'todo' },
  { id: 'ci', title: 'Set up CI', column: 'doing' },
  { id: 'login', title: 'Fix the login redirect', column: 'doing' },
  { id: 'font', title: 'Choose a font', column: 'done' },
];

export default function App() {
  // TODO:
  // - Move left / Move right move a card to the end of the neighbouring column, and so do
  //   Shift+ArrowLeft / Shift+ArrowRight on a focused card; the moved card then has focus
  // - keep the counts in the headings right and announce 'Moved <title> to <column>'
  // - the form adds a card to the end of To do ('Added <title> to To do'); an empty title shows the
  //   error 'Enter a title for the card' instead
  const cards = CARDS;
  return (
    <main className="board">
      <h1>Sprint board</h1>
      <div className="columns">
        {COLUMNS.map((column, columnIndex) => {
          const inColumn = cards.filter((card) => card.column === column.id);
          return (
            <section key={column.id} className="column" data-testid={`column-${column.id}`} aria-labelledby={`heading-${column.id}`}>
              <h2 id={`heading-${column.id}`}>{`${column.title} (${inColumn.length})`}</h2>
              <ul className="cards">
                {inColumn.map((card) => (
                  <li key={card.id} className="card" data-testid="card" tabIndex={0} aria-keyshortcuts="Shift+ArrowLeft Shift+ArrowRight">
                    <span data-testid="card-title">{card.title}</span>
                    <div className="card-actions">
                      <button type="button" disabled={columnIndex === 0}>
                        Move left
                      </button>
                      <button type="button" disabled={columnIndex === COLUMNS.length - 1}>
                        Move right
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
              {column.id === 'todo' && (
                <form className="add-card" noValidate>
                  <label htmlFor="new-card-title">New card</label>
                  <input id="new-card-title" type="text" autoComplete="off" />
                  {/* when the title is empty: <p id="new-card-error" className="error" role="alert">Enter a title for the card</p> */}
                  <button type="submit">Add card</button>
                </form>
              )}
            </section>
          );
        })}
      </div>
      <p role="status" className="visually-hidden" data-testid="announcer"></p>
    </main>
  );
}
