const COLUMNS = [
  { key: 'name', label: 'Name', numeric: false },
  { key: 'country', label: 'Country', numeric: false },
  { key: 'height', label: 'Height (m)', numeric: true },
  { key: 'lastEruption', label: 'Last eruption', numeric: true },
];

const VOLCANOES = [
  { name: 'Etna', country: 'Italy', height: 3357, lastEruption: 2024 },
  { name: 'Vesuvius', country: 'Italy', height: 1281, lastEruption: 1944 },
  { name: 'Stromboli', country: 'Italy', height: 924, lastEruption: 2024 },
  { name: 'Mauna Loa', country: 'United States', height: 4169, lastEruption: 2022 },
  { name: 'Kīlauea', country: 'United States', height: 1247, lastEruption: 2024 },
  { name: 'Fuji', country: 'Japan', height: 3776, lastEruption: 1707 },
  { name: 'Eyjafjallajökull', country: 'Iceland', height: 1651, lastEruption: 2010 },
  { name: 'Öræfajökull', country: 'Iceland', height: 2110, lastEruption: 1727 },
  { name: 'Popocatépetl', country: 'Mexico', height: 5426, lastEruption: 2024 },
  { name: 'Pinatubo', country: 'Philippines', height: 1486, lastEruption: 1991 },
  { name: 'Klyuchevskaya Sopka', country: 'Russia', height: 4754, lastEruption: 2024 },
  { name: 'Cotopaxi', country: 'Ecuador', height: 5897, lastEruption: 2023 },
  { name: 'Teide', country: 'Spain', height: 3715, lastEruption: 1909 },
];

const headerRow = document.querySelector('[data-testid="header-row"]');
const body = document.querySelector('[data-testid="body"]');
const filterInput = document.getElementById('filter');
const count = document.querySelector('[data-testid="result-count"]');

const headers = COLUMNS.map((column) => {
  const th = document.createElement('th');
  th.setAttribute('scope', 'col');
  if (column.numeric) th.className = 'number';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = column.label;
  th.append(button);
  headerRow.append(th);
  return th;
});

/** draws the given rows in the table body */
function renderRows(rows) {
  body.replaceChildren(
    ...rows.map((row) => {
      const tr = document.createElement('tr');
      for (const column of COLUMNS) {
        const td = document.createElement('td');
        if (column.numeric) td.className = 'number';
        td.textContent = row[column.key];
        tr.append(td);
      }
      return tr;
    }),
  );
  count.textContent = `${rows.length} results`;
}

renderRows(VOLCANOES);

// TODO:
// - a header button sorts by its column: ascending, then descending on the next click; the sorted
//   <th> gets aria-sort; numbers compare as numbers, text with localeCompare; ties keep VOLCANOES' order
// - the filter keeps the rows where any cell contains the text (ignoring case)
// - the status reads 'N results' ('1 result'); no match shows one row: 'No volcanoes match the filter'
