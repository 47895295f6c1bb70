const wrapper = document.querySelector('.menu-wrapper');
const button = document.getElementById('actions-button');
const menu = document.getElementById('actions-menu');
const items = Array.from(menu.querySelectorAll('[role="menuitem"]'));
const result = document.querySelector('[data-testid="result"]');

// TODO:
// - Enter, Space or ArrowDown on the button (or a click) opens the menu and focuses the first item;
//   ArrowUp opens it on the last item; keep aria-expanded in step
// - in the menu: ArrowDown/ArrowUp (wrapping), Home/End, a letter jumps to the next item starting with it
// - Escape closes and gives focus back to the button; Tab closes it; a mousedown outside closes it
// - choosing an item (click, Enter or Space) closes the menu, focuses the button and shows
//   "Last action: <item>" in the status element
