// Wrong: parses correctly and walks in document order, but for a descendant combinator it only
// tries the nearest ancestor that matches the compound (no backtracking), and it does not
// support the universal selector '*'.
function querySelectorAll(root, selector) {
  const list = selector.split(',').map((part) => {
    const s = part.trim();
    if (!/^[A-Za-z0-9_#.-]+(\s*>\s*[A-Za-z0-9_#.-]+|\s+[A-Za-z0-9_#.-]+)*$/.test(s) || /[#.](?![A-Za-z0-9_-])/.test(s)) {
      throw new SyntaxError('Invalid selector: ' + s);
    }
    const tokens = s.replace(/\s*>\s*/g, ' > ').split(/\s+/);
    const compounds = [];
    const combinators = [];
    for (const t of tokens) {
      if (t === '>') combinators[compounds.length - 1] = '>';
      else {
        if (compounds.length > combinators.length) combinators.push(' ');
        const m = t.match(/^[A-Za-z0-9_-]*/)[0];
        compounds.push({
          tag: m ? m.toLowerCase() : null,
          ids: [...t.matchAll(/#([A-Za-z0-9_-]+)/g)].map((x) => x[1]),
          classes: [...t.matchAll(/\.([A-Za-z0-9_-]+)/g)].map((x) => x[1]),
        });
      }
    }
    return { compounds, combinators };
  });
  const ok = (c, n) =>
    (c.tag === null || c.tag === n.tag.toLowerCase()) &&
    c.ids.every((id) => n.id === id) &&
    c.classes.every((cl) => (n.classes || []).includes(cl));
  const out = [];
  const path = [];
  const test = (sel, node) => {
    let k = sel.compounds.length - 1;
    if (!ok(sel.compounds[k], node)) return false;
    let d = path.length - 1;
    while (k > 0) {
      const comb = sel.combinators[k - 1];
      k--;
      if (comb === '>') {
        if (d < 0 || !ok(sel.compounds[k], path[d])) return false;
        d--;
      } else {
        while (d >= 0 && !ok(sel.compounds[k], path[d])) d--;
        if (d < 0) return false;
        d--;
      }
    }
    return true;
  };
  (function walk(node) {
    if (list.some((sel) => test(sel, node))) out.push(node);
    path.push(node);
    (node.children || []).forEach(walk);
    path.pop();
  })(root);
  return out;
}
