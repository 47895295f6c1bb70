import React, { useState } from 'react';

const OPTIONS = ['Angular', 'Astro', 'Ember', 'Lit', 'Next.js', 'Nuxt', 'Preact', 'Qwik', 'React', 'Remix', 'Solid', 'Svelte', 'Vue'];

export default function App() {
  const [text, setText] = useState('');
  // TODO:
  // - keep the chosen tags; render each as <li class="tag">name <button aria-label="Remove name">×</button></li>
  // - typing shows the options that contain the text (case-insensitive), minus the chosen ones,
  //   in the listbox, with the first one highlighted (aria-activedescendant, aria-selected)
  // - ArrowDown/ArrowUp move the highlight (wrapping) and open the list; Enter or a click adds the option;
  //   Escape closes the list; Backspace on an empty input removes the last tag
  return (
    <main className="page">
      <label className="field-label" htmlFor="tag-input">
        Frameworks
      </label>
      <div className="combo">
        <div className="tag-field">
          <ul className="tags" aria-label="Selected frameworks"></ul>
          <input
            id="tag-input"
            className="tag-input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls="tag-options"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <ul id="tag-options" className="options" role="listbox" aria-label="Suggestions" hidden></ul>
      </div>
    </main>
  );
}
