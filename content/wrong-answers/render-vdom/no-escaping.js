// Wrong: no escaping at all, and false children render as the text "false".
function h(type, props, ...children) {
  return { type, props: props || {}, children: children.flat(Infinity).filter((c) => c != null) };
}
function renderToString(node) {
  if (typeof node !== 'object') return String(node);
  if (typeof node.type === 'function') return renderToString(node.type({ ...node.props, children: node.children }));
  const attrs = Object.entries(node.props)
    .map(([k, v]) => ` ${k === 'className' ? 'class' : k}="${v}"`)
    .join('');
  return `<${node.type}${attrs}>${node.children.map(renderToString).join('')}</${node.type}>`;
}
