import React from 'react';

const LANGUAGES = [
  'JavaScript', 'TypeScript', 'Java', 'Python', 'Go', 'Rust', 'Ruby', 'Kotlin', 'Swift', 'Scala',
  'Dart', 'Elixir', 'Haskell', 'C', 'C++', 'C#', 'PHP', 'Perl', 'Lua', 'Julia',
];
const MAX_SUGGESTIONS = 5;

export default function App() {
  // TODO:
  // - filter LANGUAGES by the text (contains, ignoring case, at most 5) and show them as options
  // - aria-expanded while suggestions show; "No results" when nothing matches
  // - ArrowDown/ArrowUp move the active option (aria-selected, aria-activedescendant), wrapping
  // - Enter or a click selects: fill the input, close the list, show "Selected: <name>"
  // - Escape closes the list; typing again reopens it
  return (
    <main className="search">
      <label htmlFor="language">Language</label>
      <input
        id="language"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-controls="suggestions"
        aria-expanded="false"
      />
      <ul id="suggestions" role="listbox" aria-label="Languages" hidden></ul>
      <p role="status" data-testid="selection"></p>
    </main>
  );
}
