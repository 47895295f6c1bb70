const OPTIONS = ['Angular', 'Astro', 'Ember', 'Lit', 'Next.js', 'Nuxt', 'Preact', 'Qwik', 'React', 'Remix', 'Solid', 'Svelte', 'Vue'];

const input = document.getElementById('tag-input');
const tagList = document.getElementById('tags');
const listbox = document.getElementById('tag-options');

// TODO:
// - keep the chosen tags; render each as <li class="tag">name <button aria-label="Remove name">×</button></li>
// - typing shows the options that contain the text (case-insensitive), minus the chosen ones,
//   in the listbox, with the first one highlighted (aria-activedescendant, aria-selected)
// - ArrowDown/ArrowUp move the highlight (wrapping) and open the list; Enter or a click adds the option;
//   Escape closes the list; Backspace on an empty input removes the last tag
