import React from 'react';

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

export default function App() {
  // TODO:
  // - a header button sorts by its column: ascending, then descending on the next click; the sorted
  //   <th> gets aria-sort; numbers compare as numbers, text with localeCompare; ties keep VOLCANOES' order
  // - the filter keeps the rows where any cell contains the text (ignoring case)
  // - the status reads 'N results' ('1 result'); no match shows one row: 'No volcanoes match the filter'
  const rows = VOLCANOES;
  return (
    <main className="volcanoes">
      <div className="toolbar">
        <label htmlFor="filter">Filter</label>
        <input id="filter" type="search" autoComplete="off" />
        <p className="count" role="status" data-testid="result-count">
          {`${rows.length} results`}
        </p>
      </div>
      <table>
        <caption>Active volcanoes</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'number' : undefined}>
                <button type="button">{column.label}</button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              {COLUMNS.map((column) => (
                <td key={column.key} className={column.numeric ? 'number' : undefined}>
                  {row[column.key]}
                </td>
              ))}
            </tr>
          ))}
          {/* when nothing matches: <tr><td colSpan={4} className="empty">No volcanoes match the filter</td></tr> */}
        </tbody>
      </table>
    </main>
  );
}
