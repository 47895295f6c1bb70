import React, { useState } from 'react';

const TOOLS = [
  { id: 'bold', label: 'Bold', icon: 'B', tip: 'Shortcut: Ctrl+B' },
  { id: 'italic', label: 'Italic', icon: 'I', tip: 'Shortcut: Ctrl+I' },
  { id: 'underline', label: 'Underline', icon: 'U', tip: 'Shortcut: Ctrl+U' },
];
// how long a pointer or focus must stay on a button before its tooltip shows
const DELAY = 500;

export default function App() {
  // the note panel is done: Escape anywhere inside it closes it
  const [noteOpen, setNoteOpen] = useState(true);

  // TODO:
  // - hovering or focusing a button shows its tooltip (remove `hidden`) after DELAY ms
  // - leaving it (mouse and focus both gone) hides it at once and cancels a pending show
  // - Escape on a button hides its tooltip without closing the note (the key must not reach it)
  // - only one tooltip is visible at a time

  if (!noteOpen) {
    return (
      <main className="page">
        <p>The note is closed.</p>
      </main>
    );
  }
  return (
    <main className="page">
      <section
        className="note"
        role="dialog"
        aria-labelledby="note-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setNoteOpen(false);
        }}
      >
        <h1 id="note-title">Edit note</h1>
        <div className="toolbar">
          {TOOLS.map((tool) => (
            <span key={tool.id} className="tip-anchor">
              <button type="button" className="tool" aria-label={tool.label} aria-describedby={`tip-${tool.id}`}>
                {tool.icon}
              </button>
              <span role="tooltip" id={`tip-${tool.id}`} className="tooltip" hidden>
                {tool.tip}
              </span>
            </span>
          ))}
        </div>
        <p>Water the plants on Friday.</p>
      </section>
    </main>
  );
}
