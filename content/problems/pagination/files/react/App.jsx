import React from 'react';

function Pagination({ page, total, onChange }) {
  // TODO:
  // - Previous and Next change the page by one; disable them on the first and last page
  // - show page 1, the last page and the current page ±1; where pages are skipped, show one
  //   "…" (but show the page itself when exactly one would be skipped)
  // - mark the current page's button with aria-current="page"
  // - clicking a page button calls onChange(page)
  const pages = Array.from({ length: total }, (_, index) => index + 1);
  return (
    <nav aria-label="Pagination" className="pagination">
      <ul>
        <li>
          <button type="button">Previous</button>
        </li>
        {pages.map((p) => (
          <li key={p}>
            <button type="button" aria-label={`Page ${p}`}>
              {p}
            </button>
          </li>
        ))}
        <li>
          <button type="button">Next</button>
        </li>
      </ul>
    </nav>
  );
}

export default function App() {
  // TODO: keep the current page and the number of pages in state; typing a whole number
  // (at least 1) into "Total pages" changes the number of pages and keeps the page within it
  const page = 1;
  const total = 10;
  return (
    <main className="page">
      <h1>Search results</h1>
      <label className="total">
        Total pages
        <input type="number" min="1" defaultValue={total} />
      </label>
      <Pagination page={page} total={total} onChange={() => {}} />
      <p className="status" data-testid="page-status">
        Page {page} of {total}
      </p>
    </main>
  );
}
