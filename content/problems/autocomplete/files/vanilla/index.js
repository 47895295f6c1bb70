const LANGUAGES = [
  'JavaScript', 'TypeScript', 'Java', 'Python', 'Go', 'Rust', 'Ruby', 'Kotlin', 'Swift', 'Scala',
  'Dart', 'Elixir', 'Haskell', 'C', 'C++', 'C#', 'PHP', 'Perl', 'Lua', 'Julia',
];
const MAX_SUGGESTIONS = 5;

const input = document.getElementById('language');
const list = document.getElementById('suggestions');
const noResults = document.querySelector('[data-testid="no-results"]');
const selection = document.querySelector('[data-testid="selection"]');

// TODO:
// - filter LANGUAGES by the text (contains, ignoring case, at most 5) and show them as options
// - aria-expanded while suggestions show; "No results" (un-hide it) when nothing matches
// - ArrowDown/ArrowUp move the active option (aria-selected, aria-activedescendant), wrapping
// - Enter or a click selects: fill the input, close the list, show "Selected: <name>"
// - Escape closes the list; typing again reopens it
