// the month the calendar opens on when no date is chosen (fixed, so nothing depends on today)
const INITIAL_MONTH = new Date(2025, 2, 1); // 1 March 2025
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 0 for Monday … 6 for Sunday: weeks start on Monday */
const weekday = (date) => (date.getDay() + 6) % 7;
/** "Monday, 3 March 2025": each day button's accessible name */
const dayLabel = (date) => `${WEEKDAYS[weekday(date)]}, ${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
/** "2025-03-03": what the text field shows */
const isoDate = (date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** the month's days as weeks of 7 cells, null where a cell belongs to another month */
function monthWeeks(year, month) {
  const cells = [];
  const first = new Date(year, month, 1);
  for (let i = 0; i < weekday(first); i += 1) cells.push(null);
  const days = new Date(year, month + 1, 0).getDate();
  for (let d = 1; d <= days; d += 1) cells.push(new Date(year, month, d));
  while (cells.length % 7) cells.push(null);
  const weeks = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const input = document.getElementById('date-input');
const openButton = document.getElementById('open-button');
const calendar = document.getElementById('calendar');
const title = document.getElementById('calendar-title');
const body = document.getElementById('calendar-body');

/** fills the heading and the grid with one month */
function renderMonth(year, month) {
  title.textContent = `${MONTHS[month]} ${year}`;
  body.replaceChildren(
    ...monthWeeks(year, month).map((week) => {
      const tr = document.createElement('tr');
      for (const date of week) {
        const td = document.createElement('td');
        if (date) {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'day';
          button.tabIndex = -1;
          button.setAttribute('aria-label', dayLabel(date));
          button.textContent = String(date.getDate());
          td.append(button);
        }
        tr.append(td);
      }
      return tr;
    }),
  );
}

renderMonth(INITIAL_MONTH.getFullYear(), INITIAL_MONTH.getMonth());

// TODO:
// - "Choose date" opens the dialog (remove hidden, aria-expanded) and focuses the chosen day,
//   or 1 March 2025 when nothing is chosen; only the focused day has tabindex 0
// - keys on a day: arrows ±1 day / ±1 week, PageUp/PageDown ±1 month, Home/End start/end of the
//   week, Enter picks (fills the field, closes, focuses the button), Escape closes
// - a click on a day picks it; Previous/Next month change the month shown
