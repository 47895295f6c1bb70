import React from 'react';

const LIBRARIES = [
  { name: 'react', language: 'JavaScript', stars: 228000 },
  { name: 'vue', language: 'TypeScript', stars: 207000 },
  { name: 'svelte', language: 'JavaScript', stars: 79000 },
  { name: 'angular', language: 'TypeScript', stars: 95000 },
  { name: 'preact', language: 'JavaScript', stars: 36000 },
  { name: 'solid', language: 'TypeScript', stars: 32000 },
  { name: 'lit', language: 'TypeScript', stars: 18000 },
  { name: 'alpine', language: 'JavaScript', stars: 27000 },
  { name: 'ember', language: 'JavaScript', stars: 22000 },
  { name: 'qwik', language: 'TypeScript', stars: 21000 },
  { name: 'htmx', language: 'JavaScript', stars: 38000 },
  { name: 'Astro', language: 'TypeScript', stars: 45000 },
];
const COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'language', label: 'Language' },
  { key: 'stars', label: 'Stars' },
];
const PAGE_SIZE = 5;

export default function App() {
  // TODO:
  // - keep the sort ({ key, direction } or none) and the page in state
  // - a header click sorts ascending, again descending (stable, case-insensitive text, numbers as numbers)
  // - aria-sort on the sorted <th> only; sorting goes back to page 1
  // - Previous / Next move one page and are disabled at the ends; "Page N of 3"
  const rows = LIBRARIES.slice(0, PAGE_SIZE);
  return (
    <main className="table-page">
      <h1>Front-end libraries</h1>
      <table>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.key}>
                <button type="button">{column.label}</button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} data-testid="row">
              <td>{row.name}</td>
              <td>{row.language}</td>
              <td>{row.stars}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="pager" aria-label="Pages">
        <button type="button">Previous</button>
        <span data-testid="page-status">Page 1 of 3</span>
        <button type="button">Next</button>
      </nav>
    </main>
  );
}
