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

const columnsEl = document.querySelector('[data-testid="columns"]');
const form = document.querySelector('[data-testid="add-form"]');
const announcer = document.querySelector('[data-testid="announcer"]');

let cards = CARDS.map((card) => ({ ...card }));

/** draws the three columns from `cards`; the form lives in the To do column */
function render() {
  columnsEl.replaceChildren();
  COLUMNS.forEach((column, columnIndex) => {
    const inColumn = cards.filter((card) => card.column === column.id);
    const section = document.createElement('section');
    section.className = 'column';
    section.dataset.testid = `column-${column.id}`;
    section.setAttribute('aria-labelledby', `heading-${column.id}`);
    const heading = document.createElement('h2');
    heading.id = `heading-${column.id}`;
    heading.textContent = `${column.title} (${inColumn.length})`;
    const list = document.createElement('ul');
    list.className = 'cards';
    for (const card of inColumn) {
      const item = document.createElement('li');
      item.className = 'card';
      item.dataset.testid = 'card';
      item.dataset.id = card.id;
      item.tabIndex = 0;
      item.setAttribute('aria-keyshortcuts', 'Shift+ArrowLeft Shift+ArrowRight');
      item.innerHTML = `<span data-testid="card-title"></span>
        <div class="card-actions">
          <button type="button" data-move="-1">Move left</button>
          <button type="button" data-move="1">Move right</button>
        </div>`;
      item.querySelector('[data-testid="card-title"]').textContent = card.title;
      item.querySelector('[data-move="-1"]').disabled = columnIndex === 0;
      item.querySelector('[data-move="1"]').disabled = columnIndex === COLUMNS.length - 1;
      list.append(item);
    }
    section.append(heading, list);
    if (column.id === 'todo') section.append(form);
    columnsEl.append(section);
  });
}

render();

// TODO:
// - Move left / Move right move a card to the end of the neighbouring column, and so do
//   Shift+ArrowLeft / Shift+ArrowRight on a focused card; the moved card then has focus
// - keep the counts in the headings right and announce 'Moved <title> to <column>'
// - the form adds a card to the end of To do ('Added <title> to To do'); an empty title shows the
//   error 'Enter a title for the card' instead
