// Keys typed between asking for the search palette and its input taking focus (its code loads
// on first open, then the dialog mounts and focuses): they are held here and handed to the input,
// so "debounce" typed at once is not cut to "nce".
let held = '';
let listening = false;

function onKeyDown(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key.length === 1) held += event.key;
  else if (event.key === 'Backspace') held = held.slice(0, -1);
  else return;
  // the key is the palette's: it must not reach the page (a focused button, a shortcut)
  event.preventDefault();
  event.stopPropagation();
}

/** start holding printable keys (the palette was asked for) */
export function holdKeys(): void {
  if (listening) return;
  held = '';
  listening = true;
  window.addEventListener('keydown', onKeyDown, true);
}

/** stop holding keys and give back those typed meanwhile (the input has focus, or the palette closed) */
export function releaseKeys(): string {
  window.removeEventListener('keydown', onKeyDown, true);
  listening = false;
  const text = held;
  held = '';
  return text;
}
