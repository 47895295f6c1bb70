import React from 'react';

const ITEMS = [
  { id: 'comments', label: 'Replies to my comments' },
  { id: 'likes', label: 'Likes on my solutions' },
  { id: 'contests', label: 'Contest reminders' },
  { id: 'digest', label: 'Weekly digest' },
  { id: 'product', label: 'Product news' },
];

export default function App() {
  // TODO:
  // - keep the selected ids (and the items: they can be removed) in state
  // - "Select all": checked when all are, indeterminate (a DOM property: use a ref) when some are
  // - clicking it checks all, or unchecks all when all were checked
  // - "N of M selected"; "Turn off selected" removes the selected items (disabled when none)
  return (
    <main className="settings">
      <h1>Email notifications</h1>
      <label className="select-all">
        <input type="checkbox" />
        Select all
      </label>
      <ul className="items">
        {ITEMS.map((item) => (
          <li key={item.id}>
            <label>
              <input type="checkbox" />
              {item.label}
            </label>
          </li>
        ))}
      </ul>
      <p data-testid="count">0 of 5 selected</p>
      <button type="button">Turn off selected</button>
    </main>
  );
}
