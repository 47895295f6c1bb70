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

const body = document.querySelector('[data-testid="body"]');
const headers = [...document.querySelectorAll('th[data-key]')];
const status = document.querySelector('[data-testid="page-status"]');
const previous = document.querySelector('[data-testid="previous"]');
const next = document.querySelector('[data-testid="next"]');

function renderRow(row) {
  const tr = document.createElement('tr');
  tr.dataset.testid = 'row';
  for (const value of [row.name, row.language, row.stars]) {
    const td = document.createElement('td');
    td.textContent = String(value);
    tr.append(td);
  }
  return tr;
}

body.append(...LIBRARIES.slice(0, PAGE_SIZE).map(renderRow));

// TODO:
// - keep the sort ({ key, direction } or none) and the page in variables
// - a header click sorts ascending, again descending (stable, case-insensitive text, numbers as numbers)
// - aria-sort on the sorted <th> only; sorting goes back to page 1
// - Previous / Next move one page and are disabled at the ends; "Page N of 3"
