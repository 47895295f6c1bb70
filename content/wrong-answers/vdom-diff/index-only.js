// Wrong: ignores keys and diffs children by position. Appending, removing at the end and changing
// text work, but a reordered keyed list is "repaired" by rewriting every child in place (text and
// props patches or replacements instead of moves), and keyed nodes are never kept.
function diff(oldTree, newTree) {
  const patches = [];
  function walk(a, b, path) {
    if (typeof a === 'string' && typeof b === 'string') {
      if (a !== b) patches.push({ type: 'text', path, value: b });
      return;
    }
    if (typeof a === 'string' || typeof b === 'string' || a.type !== b.type) {
      patches.push({ type: 'replace', path, node: b });
      return;
    }
    const oldProps = a.props || {};
    const newProps = b.props || {};
    const set = {};
    const remove = [];
    for (const name of Object.keys(newProps)) if (name !== 'key' && oldProps[name] !== newProps[name]) set[name] = newProps[name];
    for (const name of Object.keys(oldProps)) if (name !== 'key' && !(name in newProps)) remove.push(name);
    if (Object.keys(set).length || remove.length) patches.push({ type: 'props', path, set, remove });
    const oldChildren = a.children || [];
    const newChildren = b.children || [];
    for (let i = oldChildren.length - 1; i >= newChildren.length; i--) patches.push({ type: 'remove', path, index: i });
    for (let i = oldChildren.length; i < newChildren.length; i++) patches.push({ type: 'create', path, index: i, node: newChildren[i] });
    for (let i = 0; i < Math.min(oldChildren.length, newChildren.length); i++) walk(oldChildren[i], newChildren[i], [...path, i]);
  }
  walk(oldTree, newTree, []);
  return patches;
}
