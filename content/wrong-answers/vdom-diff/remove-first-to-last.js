// Wrong: keyed matching and moves are right, but the unmatched old children are removed from the
// first to the last using their original indices, so after the first removal every later index
// points one child too far; props are compared with !== (NaN always looks changed); and nodes
// are not validated (duplicate keys silently overwrite each other).
function diff(oldTree, newTree) {
  const patches = [];
  const propsOf = (node) => node.props ?? {};
  const childrenOf = (node) => node.children ?? [];
  const keyOf = (node) => {
    if (typeof node === 'string') return undefined;
    const key = propsOf(node).key;
    return typeof key === 'string' || typeof key === 'number' ? key : undefined;
  };

  function diffNode(a, b, path) {
    if (typeof a === 'string' && typeof b === 'string') {
      if (a !== b) patches.push({ type: 'text', path, value: b });
      return;
    }
    if (typeof a === 'string' || typeof b === 'string' || a.type !== b.type || keyOf(a) !== keyOf(b)) {
      patches.push({ type: 'replace', path, node: b });
      return;
    }
    diffProps(propsOf(a), propsOf(b), path);
    diffChildren(childrenOf(a), childrenOf(b), path);
  }

  function diffProps(oldProps, newProps, path) {
    const set = {};
    const remove = [];
    for (const name of Object.keys(newProps)) {
      if (name === 'key') continue;
      if (!Object.hasOwn(oldProps, name) || oldProps[name] !== newProps[name]) set[name] = newProps[name];
    }
    for (const name of Object.keys(oldProps)) {
      if (name !== 'key' && !Object.hasOwn(newProps, name)) remove.push(name);
    }
    if (Object.keys(set).length > 0 || remove.length > 0) patches.push({ type: 'props', path, set, remove });
  }

  function diffChildren(oldChildren, newChildren, path) {
    // match: keyed children by key, unkeyed ones in order (the i-th unkeyed new with the i-th unkeyed old)
    const oldByKey = new Map();
    const oldUnkeyed = [];
    oldChildren.forEach((child, j) => {
      const key = keyOf(child);
      if (key === undefined) oldUnkeyed.push(j);
      else oldByKey.set(key, j);
    });
    let nextUnkeyed = 0;
    const used = new Set();
    const matchOf = newChildren.map((child) => {
      const key = keyOf(child);
      let j = -1;
      if (key === undefined) {
        if (nextUnkeyed < oldUnkeyed.length) j = oldUnkeyed[nextUnkeyed++];
      } else if (oldByKey.has(key)) j = oldByKey.get(key);
      if (j !== -1) used.add(j);
      return j;
    });

    // 1. remove the old children nobody matched
    for (let j = 0; j < oldChildren.length; j++) {
      if (!used.has(j)) patches.push({ type: 'remove', path, index: j });
    }

    // 2. left to right, put the right child at index i: move a kept one there, or create a new one
    const current = []; // old index of the child at each current position (-1: created)
    for (let j = 0; j < oldChildren.length; j++) if (used.has(j)) current.push(j);
    newChildren.forEach((child, i) => {
      const j = matchOf[i];
      if (j === -1) {
        patches.push({ type: 'create', path, index: i, node: child });
        current.splice(i, 0, -1);
        return;
      }
      const from = current.indexOf(j);
      if (from !== i) {
        patches.push({ type: 'move', path, from, to: i });
        current.splice(from, 1);
        current.splice(i, 0, j);
      }
    });

    // 3. the kept children are now in their final places: diff each one there
    newChildren.forEach((child, i) => {
      if (matchOf[i] !== -1) diffNode(oldChildren[matchOf[i]], child, [...path, i]);
    });
  }

  diffNode(oldTree, newTree, []);
  return patches;
}
