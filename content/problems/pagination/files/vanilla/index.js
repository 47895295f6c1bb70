const list = document.querySelector('[data-testid="pages"]');
const totalInput = document.querySelector('[data-testid="total"]');
const status = document.querySelector('[data-testid="page-status"]');

function button(text, label) {
  const el = document.createElement('button');
  el.type = 'button';
  el.textContent = text;
  if (label) el.setAttribute('aria-label', label);
  const item = document.createElement('li');
  item.append(el);
  return item;
}

// TODO:
// - keep the current page and the number of pages in variables; typing a whole number
//   (at least 1) into "Total pages" changes the number of pages and keeps the page within it
// - Previous and Next change the page by one; disable them on the first and last page
// - show page 1, the last page and the current page ±1; where pages are skipped, show one
//   "…" (but show the page itself when exactly one would be skipped)
// - mark the current page's button with aria-current="page" and update the status text
const total = 10;
list.append(button('Previous'));
for (let p = 1; p <= total; p += 1) list.append(button(String(p), `Page ${p}`));
list.append(button('Next'));
