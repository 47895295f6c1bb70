/**
 * A virtual node: { type, props, children } with children flattened and null/booleans dropped.
 *
 * @param {string | Function} type
 * @param {object | null} props
 * @param {...any} children
 */
function h(type, props, ...children) {
  // TODO: implement
}

/**
 * The HTML of a virtual node, text and attribute values escaped.
 *
 * @param {any} node
 * @returns {string}
 */
function renderToString(node) {
  // TODO: implement
}
