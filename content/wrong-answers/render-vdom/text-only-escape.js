// Wrong: escapes < and > in text only (quotes break attributes), prints event handlers and
// boolean props as strings, and closes void elements.
function h(type, props, ...children) {
  const flat = children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== true && c !== false);
  return { type, props: props ?? {}, children: flat };
}
function renderToString(node) {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node !== 'object') return String(node).replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (typeof node.type === 'function') return renderToString(node.type({ ...node.props, children: node.children }));
  const attrs = Object.entries(node.props)
    .filter(([k, v]) => k !== 'children' && v !== false && v != null)
    .map(([k, v]) => ` ${k === 'className' ? 'class' : k}="${v}"`)
    .join('');
  return `<${node.type}${attrs}>${node.children.map(renderToString).join('')}</${node.type}>`;
}
