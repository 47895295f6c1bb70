// Wrong: matches each complex selector correctly (with backtracking), but runs the selectors of a
// list one after the other and concatenates the results, so the order follows the list and a node
// matched twice appears twice; an invalid selector quietly matches nothing instead of throwing.
function querySelectorAll(root, selector) {
  const result = [];
  for (const part of selector.split(',')) {
    const steps = part.trim().replace(/\s*>\s*/g, '>').split(/(\s+|>)/).filter((x) => x && x.trim() !== '' || x === '>');
    const compounds = [];
    const combinators = [];
    for (const step of steps) {
      if (step === '>') combinators.push('>');
      else {
        if (compounds.length > combinators.length) combinators.push(' ');
        const tag = step.match(/^(\*|[A-Za-z0-9_-]+)?/)[0] || null;
        compounds.push({
          tag: tag && tag.toLowerCase(),
          ids: [...step.matchAll(/#([\w-]+)/g)].map((x) => x[1]),
          classes: [...step.matchAll(/\.([\w-]+)/g)].map((x) => x[1]),
        });
      }
    }
    if (compounds.length === 0) continue;
    const ok = (c, n) =>
      (!c.tag || c.tag === '*' || c.tag === n.tag.toLowerCase()) &&
      c.ids.every((id) => n.id === id) &&
      c.classes.every((cl) => (n.classes || []).includes(cl));
    const path = [];
    const match = (k, node, depth) => {
      if (!ok(compounds[k], node)) return false;
      if (k === 0) return true;
      if (combinators[k - 1] === '>') return depth > 0 && match(k - 1, path[depth - 1], depth - 1);
      for (let d = depth - 1; d >= 0; d--) if (match(k - 1, path[d], d)) return true;
      return false;
    };
    (function walk(node) {
      if (match(compounds.length - 1, node, path.length)) result.push(node);
      path.push(node);
      (node.children || []).forEach(walk);
      path.pop();
    })(root);
  }
  return result;
}
