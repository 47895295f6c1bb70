import React from 'react';

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

export default function App() {
  const view = INITIAL_MONTH;
  // TODO:
  // - "Choose date" opens the dialog (remove hidden, aria-expanded) and focuses the chosen day,
  //   or 1 March 2025 when nothing is chosen; only the focused day has tabIndex 0
  // - keys on a day: arrows ±1 day / ±1 week, PageUp/PageDown ±1 month, Home/End start/end of the
  //   week, Enter picks (fills the field, closes, focuses the button), Escape closes
  // - a click on a day picks it; Previous/Next month change the month shown
  return (
    <main className="page">
      <label htmlFor="date-input">Date</label>
      <div className="field">
        <input id="date-input" type="text" placeholder="YYYY-MM-DD" readOnly value="" />
        <button type="button" aria-label="Choose date" aria-haspopup="dialog" aria-expanded="false">
          📅
        </button>
        <div className="calendar" role="dialog" aria-modal="true" aria-labelledby="calendar-title" hidden>
          <div className="calendar-header">
            <button type="button" aria-label="Previous month">
              ‹
            </button>
            <h2 id="calendar-title">
              {MONTHS[view.getMonth()]} {view.getFullYear()}
            </h2>
            <button type="button" aria-label="Next month">
              ›
            </button>
          </div>
          <table role="grid" aria-labelledby="calendar-title">
            <thead>
              <tr>
                {WEEKDAYS.map((name) => (
                  <th key={name} scope="col" abbr={name}>
                    {name.slice(0, 2)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(view.getFullYear(), view.getMonth()).map((week, w) => (
                <tr key={w}>
                  {week.map((date, d) => (
                    <td key={d}>
                      {date && (
                        <button type="button" className="day" tabIndex={-1} aria-label={dayLabel(date)}>
                          {date.getDate()}
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </main>
  );
}
