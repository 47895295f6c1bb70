// every item, in the order both lists keep
const ITEMS = ['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Vue', 'Svelte', 'Node.js'];
// where the items start (the markup in index.html shows this state)
const INITIAL_CHOSEN = ['Vue', 'Svelte', 'Node.js'];

const availableList = document.getElementById('available-list');
const chosenList = document.getElementById('chosen-list');

// TODO:
// - keep which items are chosen and which are checked, and render both lists from that state
// - the four buttons move the checked (or all) items across; moved items arrive unchecked
// - both lists always follow the order of ITEMS; the headings show the counts
// - a button is disabled when it has nothing to move
