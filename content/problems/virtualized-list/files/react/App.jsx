import React from 'react';

const COUNT = 10000;
const ROW_HEIGHT = 32;
const VIEWPORT_HEIGHT = 320;
const OVERSCAN = 3;

export default function App() {
  // TODO:
  // - keep the scroll position in state; on scroll render only the rows from
  //   floor(scrollTop / ROW_HEIGHT) - OVERSCAN to ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) - 1 + OVERSCAN
  // - place each row absolutely at top = index * ROW_HEIGHT inside a spacer as tall as all rows
  // - listbox semantics: aria-setsize / aria-posinset on each option, one active option
  //   (aria-selected, aria-activedescendant) moved by ArrowUp/ArrowDown/PageUp/PageDown/Home/End,
  //   scrolled into view; a click selects a row
  const rows = Array.from({ length: 13 }, (_, index) => index);
  return (
    <main className="page">
      <h1>Ten thousand items</h1>
      <div
        className="viewport"
        data-testid="viewport"
        role="listbox"
        aria-label="Items"
        tabIndex={0}
        style={{ height: `${VIEWPORT_HEIGHT}px`, overflowY: 'auto', position: 'relative' }}
      >
        <div data-testid="spacer" role="presentation" style={{ position: 'relative' }}>
          {rows.map((index) => (
            <div
              key={index}
              id={`item-${index + 1}`}
              className="row"
              role="option"
              aria-selected="false"
              style={{ height: `${ROW_HEIGHT}px` }}
            >
              Item {index + 1}
            </div>
          ))}
        </div>
      </div>
    </main>
  );
}
