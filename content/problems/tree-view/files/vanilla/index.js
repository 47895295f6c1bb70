// a folder has `children`; a file does not
const TREE = [
  {
    id: 'documents',
    label: 'Documents',
    children: [
      { id: 'resume', label: 'Resume.pdf' },
      {
        id: 'letters',
        label: 'Letters',
        children: [
          { id: 'landlord', label: 'Landlord.txt' },
          { id: 'bank', label: 'Bank.txt' },
        ],
      },
    ],
  },
  {
    id: 'photos',
    label: 'Photos',
    children: [
      { id: 'beach', label: 'Beach.jpg' },
      { id: 'party', label: 'Party.jpg' },
    ],
  },
  { id: 'notes', label: 'Notes.md' },
];

const tree = document.getElementById('tree');

/** one <li role="treeitem"> (its children are not rendered yet: every folder starts closed) */
function renderNode(node, level) {
  const li = document.createElement('li');
  li.className = 'tree-item';
  li.setAttribute('role', 'treeitem');
  li.setAttribute('aria-level', String(level));
  if (node.children) li.setAttribute('aria-expanded', 'false');
  li.setAttribute('aria-selected', 'false');
  li.tabIndex = node.id === TREE[0].id ? 0 : -1;
  li.dataset.id = node.id;
  const label = document.createElement('span');
  label.className = 'tree-label';
  label.dataset.testid = 'tree-label';
  label.textContent = node.label;
  li.append(label);
  return li;
}

tree.replaceChildren(...TREE.map((node) => renderNode(node, 1)));

// TODO:
// - state: the open folders, the focused item (the only one with tabindex 0), the selected item
// - an open folder renders <ul role="group"> with its children (aria-level one deeper)
// - keys on the focused item: ArrowDown/ArrowUp, ArrowRight/ArrowLeft, Home/End, Enter, a letter
// - a click focuses and selects an item, and opens or closes a folder
