import React from 'react';

// every item, in the order both lists keep
const ITEMS = ['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Vue', 'Svelte', 'Node.js'];
// where the items start
const INITIAL_CHOSEN = ['Vue', 'Svelte', 'Node.js'];

function Panel({ id, title, items }) {
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {title} ({items.length})
      </h2>
      <ul aria-label={title}>
        {items.map((item) => (
          <li key={item}>
            <label>
              <input type="checkbox" /> {item}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function App() {
  const available = ITEMS.filter((item) => !INITIAL_CHOSEN.includes(item));
  const chosen = ITEMS.filter((item) => INITIAL_CHOSEN.includes(item));
  // TODO:
  // - keep which items are chosen and which are checked in state
  // - the four buttons move the checked (or all) items across; moved items arrive unchecked
  // - both lists always follow the order of ITEMS; the headings show the counts
  // - a button is disabled when it has nothing to move
  return (
    <main className="page">
      <h1>Pick your stack</h1>
      <div className="transfer">
        <Panel id="available" title="Available" items={available} />
        <div className="controls">
          <button type="button" aria-label="Move all right">
            ≫
          </button>
          <button type="button" aria-label="Move selected right">
            &gt;
          </button>
          <button type="button" aria-label="Move selected left">
            &lt;
          </button>
          <button type="button" aria-label="Move all left">
            ≪
          </button>
        </div>
        <Panel id="chosen" title="Chosen" items={chosen} />
      </div>
    </main>
  );
}
