// Wrong: spacing classes of one property all conflict with each other (px-2 removes p-4), and
// duplicates keep their first position.
function twMerge(...lists) {
  const out = [];
  const groupOf = (u) =>
    /^(p|m)[xytrbl]?-/.test(u) ? u[0] : /^text-(xs|sm|base|lg|\d?xl)$/.test(u) ? 'size' : /^text-/.test(u) ? 'color' : /^bg-/.test(u) ? 'bg' : ['block', 'flex', 'grid', 'hidden', 'inline', 'inline-block'].includes(u) ? 'display' : null;
  for (const name of lists.join(' ').split(/\s+/).filter(Boolean)) {
    if (out.includes(name)) continue;
    const cut = name.lastIndexOf(':');
    const variant = name.slice(0, cut + 1);
    const group = groupOf(name.slice(cut + 1));
    for (let i = out.length - 1; i >= 0; i--) {
      const c = out[i].lastIndexOf(':');
      if (group && out[i].slice(0, c + 1) === variant && groupOf(out[i].slice(c + 1)) === group) out.splice(i, 1);
    }
    out.push(name);
  }
  return out.join(' ');
}
