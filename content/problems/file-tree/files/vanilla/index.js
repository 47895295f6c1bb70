const TREE = [
  {
    name: 'src',
    children: [
      { name: 'App.jsx' },
      { name: 'components', children: [{ name: 'Button.jsx' }, { name: 'Modal.jsx' }] },
      { name: 'index.js' },
    ],
  },
  { name: 'public', children: [{ name: 'favicon.ico' }] },
  { name: 'package.json' },
];

const tree = document.querySelector('[data-testid="tree"]');
const selection = document.querySelector('[data-testid="selection"]');

tree.append(
  ...TREE.map((node, index) => {
    const li = document.createElement('li');
    li.setAttribute('role', 'treeitem');
    li.dataset.testid = 'item';
    if (node.children) li.setAttribute('aria-expanded', 'false');
    li.setAttribute('aria-selected', 'false');
    li.tabIndex = index === 0 ? 0 : -1;
    const label = document.createElement('span');
    label.className = node.children ? 'folder' : 'file';
    label.textContent = node.name;
    li.append(label);
    return li;
  }),
);

// TODO:
// - render every level: folders are treeitems with aria-expanded and a role="group" of children
// - clicking a folder toggles it; clicking a file selects it (aria-selected, "Selected: <path>")
// - one item in the Tab order; ArrowDown/ArrowUp/ArrowRight/ArrowLeft/Enter as described
