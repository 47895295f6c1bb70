import React from 'react';

const INITIAL = ['Design review', 'Write tests', 'Fix login bug', 'Update docs', 'Release v2'];

export default function App() {
  // TODO:
  // - "Move … up" / "Move … down" move an item one place; disable them at the ends; keep focus
  //   on the pressed button (or on the other one when the item reached an end)
  // - drag and drop: dragstart on an item, dragover (preventDefault) and drop on another item
  //   puts the dragged item at the drop target's position
  // - after every move, announce "Moved <item> to position <n> of <total>." in the status element
  const items = INITIAL;
  return (
    <main className="board">
      <h1 id="list-title">This week's priorities</h1>
      <p>Drag an item, or use its arrow buttons, to change the order.</p>
      <ul className="items" aria-labelledby="list-title">
        {items.map((item) => (
          <li key={item} className="item" draggable="true">
            <span className="item-label" data-testid="item-label">
              {item}
            </span>
            <button type="button" aria-label={`Move ${item} up`}>
              ↑
            </button>
            <button type="button" aria-label={`Move ${item} down`}>
              ↓
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="announcement" data-testid="announcement"></p>
    </main>
  );
}
