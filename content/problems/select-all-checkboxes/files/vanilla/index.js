const ITEMS = [
  { id: 'comments', label: 'Replies to my comments' },
  { id: 'likes', label: 'Likes on my solutions' },
  { id: 'contests', label: 'Contest reminders' },
  { id: 'digest', label: 'Weekly digest' },
  { id: 'product', label: 'Product news' },
];

const selectAll = document.querySelector('[data-testid="select-all"]');
const list = document.querySelector('[data-testid="items"]');
const empty = document.querySelector('[data-testid="empty"]');
const countText = document.querySelector('[data-testid="count"]');
const turnOff = document.querySelector('[data-testid="turn-off"]');

for (const item of ITEMS) {
  const li = document.createElement('li');
  const label = document.createElement('label');
  const box = document.createElement('input');
  box.type = 'checkbox';
  label.append(box, ` ${item.label}`);
  li.append(label);
  list.append(li);
}

// TODO:
// - keep the selected ids (and the items: they can be removed)
// - "Select all": checked when all are, indeterminate (the .indeterminate property) when some are
// - clicking it checks all, or unchecks all when all were checked
// - "N of M selected"; "Turn off selected" removes the selected items (disabled when none);
//   with no item left, show "No notifications" (un-hide it) and disable "Select all"
