import React from 'react';

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

export default function App() {
  // TODO:
  // - render every level: folders are treeitems with aria-expanded and a role="group" of children
  // - clicking a folder toggles it; clicking a file selects it (aria-selected, "Selected: <path>")
  // - one item in the Tab order; ArrowDown/ArrowUp/ArrowRight/ArrowLeft/Enter as described
  return (
    <main className="explorer">
      <ul role="tree" aria-label="Files" className="tree">
        {TREE.map((node, index) => (
          <li
            key={node.name}
            role="treeitem"
            data-testid="item"
            aria-expanded={node.children ? 'false' : undefined}
            aria-selected="false"
            tabIndex={index === 0 ? 0 : -1}
          >
            <span className={node.children ? 'folder' : 'file'}>{node.name}</span>
          </li>
        ))}
      </ul>
      <p data-testid="selection">No file selected</p>
    </main>
  );
}
