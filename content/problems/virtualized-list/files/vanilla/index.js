const COUNT = 10000;
const ROW_HEIGHT = 32;
const VIEWPORT_HEIGHT = 320;
const OVERSCAN = 3;

const viewport = document.querySelector('[data-testid="viewport"]');
const spacer = document.querySelector('[data-testid="spacer"]');

function createRow(index) {
  const row = document.createElement('div');
  row.id = `item-${index + 1}`;
  row.className = 'row';
  row.setAttribute('role', 'option');
  row.setAttribute('aria-selected', 'false');
  row.style.height = `${ROW_HEIGHT}px`;
  row.textContent = `Item ${index + 1}`;
  return row;
}

// TODO:
// - on scroll render only the rows from
//   floor(scrollTop / ROW_HEIGHT) - OVERSCAN to ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) - 1 + OVERSCAN
// - place each row absolutely at top = index * ROW_HEIGHT inside a spacer as tall as all rows
// - listbox semantics: aria-setsize / aria-posinset on each option, one active option
//   (aria-selected, aria-activedescendant) moved by ArrowUp/ArrowDown/PageUp/PageDown/Home/End,
//   scrolled into view; a click selects a row
for (let index = 0; index < 13; index++) spacer.append(createRow(index));
