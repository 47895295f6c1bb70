import React from 'react';

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

function Node({ node, level }) {
  const isFolder = Boolean(node.children);
  return (
    <li
      className="tree-item"
      role="treeitem"
      aria-level={level}
      aria-expanded={isFolder ? false : undefined}
      aria-selected={false}
      tabIndex={node.id === TREE[0].id ? 0 : -1}
    >
      <span className="tree-label" data-testid="tree-label">
        {node.label}
      </span>
      {/* an open folder renders its children here, in <ul role="group"> */}
    </li>
  );
}

export default function App() {
  // TODO:
  // - state: the open folders, the focused item (the only one with tabIndex 0), the selected item
  // - an open folder renders <ul role="group"> with its children (aria-level one deeper)
  // - keys on the focused item: ArrowDown/ArrowUp, ArrowRight/ArrowLeft, Home/End, Enter, a letter
  // - a click focuses and selects an item, and opens or closes a folder
  return (
    <main className="page">
      <h1>Files</h1>
      <ul className="tree" role="tree" aria-label="Files">
        {TREE.map((node) => (
          <Node key={node.id} node={node} level={1} />
        ))}
      </ul>
    </main>
  );
}
